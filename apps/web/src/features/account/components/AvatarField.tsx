import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { AVATAR_MAX_BYTES, type Myself } from '@mall/shared';
import { useMutation } from '@tanstack/react-query';
import { Avatar, Button, Flex, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { avatarUrl } from '../../../lib/avatar-url';
import { errorMessageOf } from '../../../lib/error-message';
import { feedback } from '../../../lib/feedback';
import { useUploadProgress } from '../../../lib/use-upload-progress';
import { accountApi } from '../api/account-api';
import { AVATAR_ACCEPT, avatarProblem } from '../avatar-rules';

const MEGABYTE = 1024 * 1024;

interface AvatarFieldProps {
  myself: Myself;
  onSaved: (myself: Myself) => void;
}

/**
 * The user's picture: choosing a PNG, JPEG, GIF or WebP file of at most 2 MB uploads it and makes it the
 * avatar at once; another type or a larger file is refused before anything is sent. It can be removed.
 */
export function AvatarField({ myself, onSaved }: AvatarFieldProps) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const { message } = feedback();
  const uploads = useUploadProgress();
  const upload = async (file: File) => {
    const tracked = uploads.track();
    try {
      return await accountApi.uploadAvatar(file, tracked.onProgress);
    } finally {
      tracked.done();
    }
  };
  const change = useMutation({
    mutationFn: async (file: File | null) => accountApi.setAvatar(file ? await upload(file) : null),
    onSuccess: (saved) => {
      void message.success(t(saved.avatar ? 'avatar.saved' : 'avatar.removed'));
      onSaved(saved);
    },
    onError: (error) => void message.error(errorMessageOf(error)),
  });
  const choose = (file: File) => {
    const problem = avatarProblem(file);
    if (problem) {
      void message.error(t(`avatar.${problem}`, { size: AVATAR_MAX_BYTES / MEGABYTE }));
      return;
    }
    change.mutate(file);
  };
  const src = avatarUrl(myself.avatar);
  return (
    <Flex align="center" gap="middle" wrap data-testid="avatar-field">
      <Avatar
        size={80}
        src={src}
        icon={<UserOutlined />}
        alt={t('avatar.alt', { name: myself.realname || myself.username })}
        data-testid="avatar-image"
      />
      <Flex vertical gap="small">
        <Flex gap="small" wrap>
          <Upload
            accept={AVATAR_ACCEPT}
            showUploadList={false}
            beforeUpload={(file) => {
              choose(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={change.isPending} data-testid="avatar-upload">
              {uploads.active
                ? tCommon('upload.progress', { percent: uploads.percent })
                : t(src ? 'avatar.change' : 'avatar.upload')}
            </Button>
          </Upload>
          {src && (
            <Button
              icon={<DeleteOutlined />}
              onClick={() => change.mutate(null)}
              disabled={change.isPending}
              data-testid="avatar-remove"
            >
              {t('avatar.remove')}
            </Button>
          )}
        </Flex>
        <Typography.Text type="secondary">
          {t('avatar.hint', { size: AVATAR_MAX_BYTES / MEGABYTE })}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
