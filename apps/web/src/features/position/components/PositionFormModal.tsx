import {
  pickLocalized,
  POSITION_CODE_MAX_LENGTH,
  POSITION_LEVEL_MAX,
  POSITION_NAME_MAX_LENGTH,
  positionAddSchema,
  positionEntity,
  PositionRank,
  type PositionAddRequest,
  type PositionRecord,
} from '@mall/shared';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { EntityFormModal } from '../../../widgets/crud/EntityFormModal';
import { zodRule } from '../../../widgets/crud/zod-rule';
import { duplicateValidator } from '../../../widgets/form-checks/duplicate-check';
import { ruleCodeValidator } from '../../../widgets/form-checks/rule-code-check';
import { positionApi } from '../api/position-api';

type PositionFormValues = Omit<PositionAddRequest, 'memo'> & { memo?: string | null };

const EMPTY: PositionFormValues = {
  code: '',
  name: '',
  nameEn: '',
  postRank: PositionRank.staff,
  postLevel: 1,
  memo: '',
};
const { fields } = positionEntity;
const rules = positionAddSchema.shape;
const toValues = (record: PositionRecord): PositionFormValues => ({ ...record, memo: record.memo ?? '' });
const toBody = (values: PositionFormValues): PositionAddRequest => ({
  code: values.code.trim(),
  name: values.name.trim(),
  nameEn: values.nameEn?.trim() ?? '',
  postRank: values.postRank,
  postLevel: values.postLevel,
  memo: values.memo?.trim() || null,
});

interface PositionFormModalProps {
  open: boolean;
  positionId: string | undefined;
  onClose: () => void;
}

/**
 * Create or edit one position; the code is checked against the positionCode check rule and for duplicates
 * in the tenant while typing.
 */
export function PositionFormModal({ open, positionId, onClose }: PositionFormModalProps) {
  const { t } = useTranslation('org');
  const [form] = Form.useForm<PositionFormValues>();
  const language = currentLanguage();
  const label = (name: keyof typeof fields) => pickLocalized(fields[name].title, language);
  return (
    <EntityFormModal
      api={positionApi}
      form={form}
      open={open}
      id={positionId}
      onClose={onClose}
      name="positionForm"
      title={{ add: t('position.addTitle'), edit: t('position.editTitle') }}
      loadFailedText={t('position.loadFailed')}
      empty={EMPTY}
      toValues={toValues}
      toBody={toBody}
    >
      <Form.Item
        name="code"
        label={label('code')}
        validateDebounce={400}
        rules={[
          { required: true, whitespace: true, message: t('position.codeRequired') },
          { max: POSITION_CODE_MAX_LENGTH },
          // The server's check rule for position codes: the form shows the rule's own message.
          { validator: ruleCodeValidator('positionCode') },
          {
            validator: duplicateValidator({
              tableName: 'sys_position',
              fieldName: 'code',
              dataId: positionId,
            }),
          },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="name"
        label={label('name')}
        rules={[
          { required: true, whitespace: true, message: t('position.nameRequired') },
          zodRule(rules.name, t('position.nameRequired')),
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="nameEn" label={label('nameEn')} rules={[{ max: POSITION_NAME_MAX_LENGTH }]}>
        <Input autoComplete="off" lang="en" />
      </Form.Item>
      <Form.Item
        name="postRank"
        label={label('postRank')}
        rules={[{ required: true, message: t('position.postRankRequired') }]}
      >
        <Select
          options={Object.entries(fields.postRank.options ?? {}).map(([rank, text]) => ({
            value: Number(rank),
            label: pickLocalized(text, language),
          }))}
        />
      </Form.Item>
      <Form.Item name="postLevel" label={label('postLevel')} rules={[{ required: true }]}>
        <InputNumber min={1} max={POSITION_LEVEL_MAX} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="memo" label={label('memo')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </EntityFormModal>
  );
}
