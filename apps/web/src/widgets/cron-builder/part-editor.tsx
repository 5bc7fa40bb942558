import {
  CRON_LIMITS,
  CRON_NTH_WEEKDAY_MAX,
  CRON_PART_KINDS,
  type CronField,
  type CronPart,
  type CronPartKind,
} from '@mall/shared';
import { InputNumber, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** A new part of `kind` for `field`, starting at the field's first allowed values. */
export function defaultPart(field: CronField, kind: CronPartKind): CronPart {
  const { min, max } = CRON_LIMITS[field];
  switch (kind) {
    case 'every':
    case 'none':
    case 'lastDay':
      return { kind };
    case 'interval':
      return { kind, from: min, step: 1 };
    case 'range':
      return { kind, from: min, to: Math.min(min + 1, max) };
    case 'specific':
      return { kind, values: [min] };
    case 'nearestWeekday':
      return { kind, day: 1 };
    case 'lastWeekday':
      return { kind, weekday: 1 };
    case 'nthWeekday':
      return { kind, weekday: 1, nth: 1 };
  }
}

interface PartEditorProps {
  field: CronField;
  part: CronPart;
  onChange(part: CronPart): void;
}

/**
 * One part's tab: a choice of the shapes the part may take, each with its numbers bounded by the part's
 * limits (an interval starts at intervalStartMin and steps by 1–stepMax; an nth weekday is 1–5).
 */
export function PartEditor({ field, part, onChange }: PartEditorProps) {
  const { t } = useTranslation('operations');
  const { min, max, intervalStartMin, stepMax } = CRON_LIMITS[field];
  const fieldName = t(`cron.fields.${field}`);
  const weekdays = t('cron.weekdays', { returnObjects: true }) as string[];
  const weekdayOptions = weekdays.map((label, index) => ({ value: index + 1, label }));
  const number = (label: string, value: number, lo: number, hi: number, set: (value: number) => void) => (
    <InputNumber
      size="small"
      min={lo}
      max={hi}
      precision={0}
      value={value}
      aria-label={`${fieldName} ${label}`}
      onChange={(next) => {
        if (typeof next === 'number' && next >= lo && next <= hi) set(next);
      }}
    />
  );
  // A value of the part (not a count or a step): a weekday is chosen by its name, since Quartz numbers
  // them from 1 = Sunday, which nobody should have to know.
  const point = (label: string, value: number, lo: number, hi: number, set: (value: number) => void) =>
    field === 'dayOfWeek' ? (
      <Select
        size="small"
        style={{ minWidth: 96 }}
        aria-label={`${fieldName} ${label}`}
        value={value}
        options={weekdayOptions.filter((option) => option.value >= lo && option.value <= hi)}
        onChange={(next: number) => set(next)}
      />
    ) : (
      number(label, value, lo, hi, set)
    );

  const inputs = (kind: CronPartKind) => {
    if (part.kind !== kind) return null;
    switch (part.kind) {
      case 'interval':
        return (
          <Space size={4}>
            {t('cron.from')}
            {point(t('cron.from'), part.from, intervalStartMin, max, (from) => onChange({ ...part, from }))}
            {t('cron.every')}
            {number(t('cron.step'), part.step, 1, stepMax, (step) => onChange({ ...part, step }))}
          </Space>
        );
      case 'range':
        return (
          <Space size={4}>
            {point(t('cron.from'), part.from, min, part.to, (from) => onChange({ ...part, from }))}
            {t('cron.to')}
            {point(t('cron.to'), part.to, part.from, max, (to) => onChange({ ...part, to }))}
          </Space>
        );
      case 'specific':
        return (
          <Select
            mode="multiple"
            size="small"
            style={{ minWidth: 240 }}
            aria-label={`${fieldName} ${t('cron.values')}`}
            value={part.values}
            options={
              field === 'dayOfWeek'
                ? weekdayOptions
                : Array.from({ length: max - min + 1 }, (_, index) => ({
                    value: min + index,
                    label: String(min + index),
                  }))
            }
            onChange={(values: number[]) => onChange({ ...part, values: values.length > 0 ? values : [min] })}
          />
        );
      case 'nearestWeekday':
        return number(t('cron.day'), part.day, min, max, (day) => onChange({ ...part, day }));
      case 'lastWeekday':
        return (
          <Select
            size="small"
            aria-label={`${fieldName} ${t('cron.weekday')}`}
            value={part.weekday}
            options={weekdayOptions}
            onChange={(weekday: number) => onChange({ ...part, weekday })}
          />
        );
      case 'nthWeekday':
        return (
          <Space size={4}>
            {number(t('cron.nth'), part.nth, 1, CRON_NTH_WEEKDAY_MAX, (nth) => onChange({ ...part, nth }))}
            <Select
              size="small"
              aria-label={`${fieldName} ${t('cron.weekday')}`}
              value={part.weekday}
              options={weekdayOptions}
              onChange={(weekday: number) => onChange({ ...part, weekday })}
            />
          </Space>
        );
      default:
        return null;
    }
  };

  return (
    <Radio.Group
      value={part.kind}
      aria-label={fieldName}
      onChange={(event) => onChange(defaultPart(field, event.target.value as CronPartKind))}
    >
      <Space direction="vertical">
        {CRON_PART_KINDS[field].map((kind) => (
          <Space key={kind} size={8} wrap>
            <Radio value={kind}>{t(`cron.kinds.${kind}`)}</Radio>
            {inputs(kind)}
          </Space>
        ))}
      </Space>
    </Radio.Group>
  );
}
