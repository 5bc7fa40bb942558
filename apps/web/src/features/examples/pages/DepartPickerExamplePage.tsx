import { Button, Card, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DepartPickerInput, DepartPickerModal, type DepartOption } from '../../../widgets/depart-select';
import { OptionSwitch, ValueOutput } from './PickerOptions';

/** The department picker and its input with every option (administrators only). */
export default function DepartPickerExamplePage() {
  const { t } = useTranslation('examples');
  const [multiple, setMultiple] = useState(true);
  const [dataRequire, setDataRequire] = useState(true);
  const [ids, setIds] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<DepartOption[]>([]);

  return (
    <Card>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph>{t('pickers.departIntro')}</Typography.Paragraph>
        <Space wrap size="large">
          <OptionSwitch checked={multiple} onChange={setMultiple}>
            {t('pickers.multiple')}
          </OptionSwitch>
          <OptionSwitch checked={dataRequire} onChange={setDataRequire}>
            {t('pickers.dataRequire')}
          </OptionSwitch>
        </Space>
        <Form layout="vertical" style={{ maxWidth: 480 }}>
          <Form.Item label={t('pickers.departInput')} htmlFor="example-depart">
            <DepartPickerInput
              id="example-depart"
              multiple={multiple}
              dataRequire={dataRequire}
              value={ids}
              onChange={setIds}
            />
          </Form.Item>
        </Form>
        <ValueOutput label={t('pickers.value')} value={ids} />
        <Button onClick={() => setOpen(true)}>{t('pickers.openModal')}</Button>
        <ValueOutput label={t('pickers.modalValue')} value={chosen} />
        <DepartPickerModal
          open={open}
          multiple={multiple}
          dataRequire={dataRequire}
          value={chosen}
          onOk={(next) => {
            setChosen(next);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      </Space>
    </Card>
  );
}
