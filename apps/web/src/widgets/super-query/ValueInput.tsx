import { pickLocalized, type SuperQueryField, type SuperQueryRule } from '@mall/shared';
import { DatePicker, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { CategoryTreeSelect } from '../category-select';
import { DepartTreeSelect } from '../depart-select/DepartTreeSelect';

interface ValueInputProps {
  field: SuperQueryField | undefined;
  rule: SuperQueryRule | undefined;
  value: string | string[] | undefined;
  onChange(value: string | string[] | undefined): void;
  id: string;
  label: string;
}

const DAY = 'YYYY-MM-DD';
const TIME = 'YYYY-MM-DD HH:mm:ss';
const MIDNIGHT = ' 00:00:00';

/** The value input a field's type asks for: text, number, date, dictionary, category or department; several for 'in'. */
export function ValueInput({ field, rule, value, onChange, id, label }: ValueInputProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const many = rule === 'in';
  const one = Array.isArray(value) ? value[0] : value;
  const list = Array.isArray(value) ? value : value ? [value] : [];
  const common = { id, 'aria-label': label, style: { width: '100%' } };

  switch (field?.type) {
    case 'dict': {
      const options = Object.entries(field.options ?? {}).map(([code, text]) => ({
        value: code,
        label: pickLocalized(text, language),
      }));
      return many ? (
        <Select {...common} mode="multiple" options={options} value={list} onChange={onChange} />
      ) : (
        <Select {...common} allowClear options={options} value={one} onChange={onChange} />
      );
    }
    case 'number':
      return many ? (
        <Select {...common} mode="tags" open={false} value={list} onChange={onChange} />
      ) : (
        <InputNumber
          {...common}
          value={one === undefined ? null : Number(one)}
          onChange={(next) => onChange(next === null ? undefined : String(next))}
        />
      );
    case 'date':
    case 'datetime': {
      const day = field.type === 'date';
      // A typed day is a date-time too (its midnight), and a typed value holds without the OK button. A
      // midnight is sent as its day alone, which the server compares with the day of the time: "equals
      // 2026-11-15" finds that day's orders, not only those placed at 00:00:00.
      return (
        <DatePicker
          {...common}
          showTime={!day}
          needConfirm={false}
          format={day ? DAY : [TIME, DAY]}
          value={one ? dayjs(one, day ? DAY : [TIME, DAY]) : null}
          onChange={(next) =>
            onChange(next ? next.format(day || next.format(TIME).endsWith(MIDNIGHT) ? DAY : TIME) : undefined)
          }
        />
      );
    }
    case 'category':
      return (
        <CategoryTreeSelect
          id={id}
          aria-label={label}
          style={common.style}
          value={one}
          onChange={(next) => onChange(many && next ? [next] : next)}
        />
      );
    case 'depart':
      return (
        <DepartTreeSelect
          id={id}
          aria-label={label}
          value={list}
          onChange={(next) => onChange(many ? next : next[next.length - 1])}
        />
      );
    default:
      return many ? (
        <Select {...common} mode="tags" open={false} value={list} onChange={onChange} />
      ) : (
        <Input
          {...common}
          placeholder={t('superQuery.valuePlaceholder')}
          value={one ?? ''}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}
