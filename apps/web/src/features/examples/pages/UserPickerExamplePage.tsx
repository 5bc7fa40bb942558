import { Card, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserPickerInput } from '../../../widgets/user-picker';
import { OptionSwitch, ValueOutput } from './PickerOptions';

/** The user picker through its input, in several and single mode (administrators only). */
export default function UserPickerExamplePage() {
  const { t } = useTranslation('examples');
  const [multiple, setMultiple] = useState(true);
  const [ids, setIds] = useState<string[]>([]);

  return (
    <Card>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph>{t('pickers.userIntro')}</Typography.Paragraph>
        <OptionSwitch checked={multiple} onChange={setMultiple}>
          {t('pickers.multiple')}
        </OptionSwitch>
        <Form layout="vertical" style={{ maxWidth: 480 }}>
          <Form.Item label={t('pickers.userInput')} htmlFor="example-user">
            <UserPickerInput id="example-user" multiple={multiple} value={ids} onChange={setIds} />
          </Form.Item>
        </Form>
        <ValueOutput label={t('pickers.value')} value={ids} />
      </Space>
    </Card>
  );
}
