import { POPUP_SOURCE_CODES, POPUP_SOURCES, type PopupCode } from '@mall/shared';
import { Card, Form, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BizSelect, PopupInput } from '../../../widgets/biz-picker';
import { OptionSwitch, ValueOutput } from './PickerOptions';

/** The popup input's target fields in the example: a name and a code. */
const DEST_FIELDS = 'name,code';

/** A source's name field and its first column, the popup input's record fields by default. */
function defaultOrgFields(code: PopupCode): string {
  const source = POPUP_SOURCES[code];
  return [source.labelField, source.columns[0]?.field ?? 'id'].join(',');
}

/**
 * The business component picker with every option (administrators only): the source, single or several,
 * a field of record ids, and the popup input filling target fields from orgFields / destFields, whose
 * faulty settings show the configuration errors.
 */
export default function BizPickerExamplePage() {
  const { t } = useTranslation('examples');
  const [code, setCode] = useState<PopupCode>('role');
  const [multiple, setMultiple] = useState(false);
  const [ids, setIds] = useState<string[]>([]);
  const [orgFields, setOrgFields] = useState(() => defaultOrgFields('role'));
  const [destFields, setDestFields] = useState(DEST_FIELDS);
  const [shown, setShown] = useState('');
  const [filled, setFilled] = useState<Record<string, string>>({});
  const [reportCode, setReportCode] = useState('');
  const [reportShown, setReportShown] = useState('');

  return (
    <Card>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph>{t('pickers.bizIntro')}</Typography.Paragraph>
        <Space wrap size="large">
          <label>
            {t('pickers.source')}{' '}
            <Select<PopupCode>
              aria-label={t('pickers.source')}
              style={{ width: 140 }}
              value={code}
              onChange={(next) => {
                setCode(next);
                setIds([]);
                setOrgFields(defaultOrgFields(next));
                setDestFields(DEST_FIELDS);
              }}
              options={POPUP_SOURCE_CODES.map((value) => ({ value, label: value }))}
            />
          </label>
          <OptionSwitch checked={multiple} onChange={setMultiple}>
            {t('pickers.multiple')}
          </OptionSwitch>
        </Space>
        <Form layout="vertical" style={{ maxWidth: 560 }}>
          <Form.Item label={t('pickers.bizSelect')} htmlFor="example-biz-select">
            <BizSelect
              id="example-biz-select"
              code={code}
              multiple={multiple}
              value={ids}
              onChange={setIds}
            />
          </Form.Item>
          <ValueOutput label={t('pickers.value')} value={ids} />
          <Form.Item label="orgFields" htmlFor="example-org-fields">
            <Input
              id="example-org-fields"
              value={orgFields}
              onChange={(event) => setOrgFields(event.target.value)}
            />
          </Form.Item>
          <Form.Item label="destFields" htmlFor="example-dest-fields">
            <Input
              id="example-dest-fields"
              value={destFields}
              onChange={(event) => setDestFields(event.target.value)}
            />
          </Form.Item>
          <Form.Item label={t('pickers.popupInput')} htmlFor="example-popup">
            <PopupInput
              id="example-popup"
              code={code}
              orgFields={orgFields}
              destFields={destFields}
              multiple={multiple}
              value={shown}
              onChange={setShown}
              onPick={setFilled}
            />
          </Form.Item>
          <Form.Item label={t('pickers.reportCode')} htmlFor="example-report-code">
            <Input
              id="example-report-code"
              value={reportCode}
              onChange={(event) => setReportCode(event.target.value.trim())}
            />
          </Form.Item>
          <Form.Item label={t('pickers.reportInput')} htmlFor="example-report-popup">
            <PopupInput
              key={reportCode}
              id="example-report-popup"
              code={reportCode}
              orgFields={orgFields}
              destFields={destFields}
              multiple={multiple}
              value={reportShown}
              onChange={setReportShown}
              onPick={setFilled}
            />
          </Form.Item>
        </Form>
        <ValueOutput label={t('pickers.filled')} value={filled} />
      </Space>
    </Card>
  );
}
