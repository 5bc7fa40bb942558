import { DictCode, TableDict } from '@mall/shared';
import { Card, Form, Input, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategorySelect, CategoryTreeSelect } from '../../../widgets/category-select';
import {
  DictButtonGroup,
  DictCheckbox,
  DictMultiSelect,
  DictRadio,
  DictSearchSelect,
  DictSelect,
  DictSwitch,
} from '../../../widgets/dict-select';
import { DictTreeSelect } from '../../../widgets/tree-select';

/** The tree select's `condition` choices the page offers: none, a whitelisted narrowing, and a broken one. */
const CONDITIONS = {
  none: undefined,
  leaves: JSON.stringify({ hasChild: '0' }),
  broken: '{hasChild:',
} as const;
type ConditionChoice = keyof typeof CONDITIONS;

type FieldName =
  | 'dictSelect'
  | 'dictMultiSelect'
  | 'dictRadio'
  | 'dictButtonGroup'
  | 'dictCheckbox'
  | 'switchYn'
  | 'switch10'
  | 'dictSearchSelect'
  | 'categorySelect'
  | 'categoryTreeSelect'
  | 'treeSelect'
  | 'treeMultiSelect';

/** Every dictionary- and category-driven input with its options, and the values each one stores. */
export default function FormInputsExamplePage() {
  const { t } = useTranslation('examples');
  const [form] = Form.useForm();
  const values: Record<string, unknown> = Form.useWatch([], form) ?? {};
  const [condition, setCondition] = useState<ConditionChoice>('none');
  const field = (name: FieldName) => ({ name, label: t(`formInputs.fields.${name}`) });

  return (
    <Card>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph>{t('formInputs.intro')}</Typography.Paragraph>
        <Form form={form} layout="vertical" initialValues={{ switchYn: 'N', switch10: '0' }}>
          <Form.Item {...field('dictSelect')}>
            <DictSelect dictCode={DictCode.sex} placeholder={t('formInputs.choose')} />
          </Form.Item>
          <Form.Item {...field('dictMultiSelect')}>
            <DictMultiSelect dictCode={DictCode.priority} placeholder={t('formInputs.choose')} />
          </Form.Item>
          <Form.Item {...field('dictRadio')}>
            <DictRadio dictCode={DictCode.yesNo} />
          </Form.Item>
          <Form.Item {...field('dictButtonGroup')}>
            <DictButtonGroup dictCode={DictCode.priority} />
          </Form.Item>
          <Form.Item {...field('dictCheckbox')}>
            <DictCheckbox dictCode={DictCode.customerType} />
          </Form.Item>
          <Form.Item {...field('switchYn')}>
            <DictSwitch aria-label={t('formInputs.fields.switchYn')} />
          </Form.Item>
          <Form.Item {...field('switch10')}>
            <DictSwitch options={['1', '0']} aria-label={t('formInputs.fields.switch10')} />
          </Form.Item>
          <Form.Item {...field('dictSearchSelect')} extra={t('formInputs.searchHint')}>
            <DictSearchSelect dictCode={TableDict.user} placeholder={t('formInputs.search')} />
          </Form.Item>
          <Form.Item {...field('categorySelect')}>
            <CategorySelect placeholder={t('formInputs.choose')} />
          </Form.Item>
          <Form.Item {...field('categoryTreeSelect')}>
            <CategoryTreeSelect placeholder={t('formInputs.choose')} />
          </Form.Item>
          <Form.Item label={t('formInputs.conditionLabel')}>
            <Radio.Group
              optionType="button"
              value={condition}
              onChange={(event) => setCondition(event.target.value as ConditionChoice)}
              options={(Object.keys(CONDITIONS) as ConditionChoice[]).map((choice) => ({
                value: choice,
                label: t(`formInputs.conditions.${choice}`),
              }))}
            />
          </Form.Item>
          <Form.Item {...field('treeSelect')}>
            <DictTreeSelect
              key={condition}
              dict={`${TableDict.category},name,id`}
              pidField="pid"
              hasChildField="has_child"
              condition={CONDITIONS[condition]}
              textDict={TableDict.category}
              placeholder={t('formInputs.choose')}
            />
          </Form.Item>
          <Form.Item {...field('treeMultiSelect')}>
            <DictTreeSelect
              multiple
              dict={`${TableDict.category},name,id`}
              textDict={TableDict.category}
              placeholder={t('formInputs.choose')}
            />
          </Form.Item>
        </Form>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {t('formInputs.stored')}
        </Typography.Title>
        <Input.TextArea
          readOnly
          aria-label={t('formInputs.stored')}
          autoSize
          value={JSON.stringify(values, null, 2)}
          data-testid="stored-values"
        />
      </Space>
    </Card>
  );
}
