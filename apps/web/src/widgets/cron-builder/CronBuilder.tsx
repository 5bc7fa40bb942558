import {
  CRON_FIELDS,
  DEFAULT_CRON,
  nextFireTimes,
  readCron,
  validateCron,
  writeCron,
  type CronField,
  type CronPart,
  type CronParts,
} from '@mall/shared';
import { Input, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PartEditor } from './part-editor';
import { Tabs } from '../tabs';

const FIRE_TIMES_SHOWN = 5;

export interface CronBuilderProps {
  /** The seven-part Quartz expression (a form item's value). */
  value?: string;
  onChange?(value: string): void;
}

/**
 * Day of month and day of week: exactly one is "not specified". Giving one a value leaves the other
 * unspecified; leaving one unspecified gives the other "every".
 */
function withDays(parts: CronParts, field: CronField, part: CronPart): CronParts {
  const next = { ...parts, [field]: part };
  const other = field === 'dayOfMonth' ? 'dayOfWeek' : field === 'dayOfWeek' ? 'dayOfMonth' : null;
  if (!other) return next;
  if (part.kind !== 'none' && next[other].kind !== 'none') next[other] = { kind: 'none' };
  if (part.kind === 'none' && next[other].kind === 'none') next[other] = { kind: 'every' };
  return next;
}

/**
 * The cron builder: a tab per part of a seven-part Quartz expression, the expression itself (editable,
 * read back into the tabs when it is valid), and its next five fire times. The expression is read and
 * evaluated by the shared rules the server validates with.
 */
export function CronBuilder({ value, onChange }: CronBuilderProps) {
  const { t } = useTranslation('operations');
  const [text, setText] = useState(value || DEFAULT_CRON);
  const [parts, setParts] = useState<CronParts>(() => {
    const read = readCron(value || DEFAULT_CRON);
    return read.ok ? read.parts : (readCron(DEFAULT_CRON) as { ok: true; parts: CronParts }).parts;
  });
  // The form changed the value from outside (e.g. an edit form loaded its record): follow it.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== undefined && value !== text) {
      setText(value);
      const read = readCron(value);
      if (read.ok) setParts(read.parts);
    }
  }

  const emit = (next: string) => {
    setText(next);
    setSeen(next);
    onChange?.(next);
  };
  const changePart = (field: CronField, part: CronPart) => {
    const next = withDays(parts, field, part);
    setParts(next);
    emit(writeCron(next));
  };
  const changeText = (next: string) => {
    const read = readCron(next);
    if (read.ok) setParts(read.parts);
    emit(next);
  };

  const checked = useMemo(() => validateCron(text), [text]);
  const times = useMemo(() => (checked.ok ? nextFireTimes(checked.parts, FIRE_TIMES_SHOWN) : []), [checked]);
  const error = checked.ok
    ? null
    : checked.error.field
      ? t('cron.errorIn', {
          field: t(`cron.fields.${checked.error.field}`),
          message: t(`cron.errors.${checked.error.code}`),
        })
      : t(`cron.errors.${checked.error.code}`);

  return (
    <div data-testid="cron-builder">
      {/* The house tabs, not antd's: antd's announce 'Tab n of m' in English whatever the language. */}
      <Tabs
        label={t('cron.fieldsLabel')}
        keepHidden={false}
        tabs={CRON_FIELDS.map((field) => ({
          key: field,
          label: t(`cron.fields.${field}`),
          content: (
            <PartEditor field={field} part={parts[field]} onChange={(part) => changePart(field, part)} />
          ),
        }))}
      />
      <Input
        aria-label={t('cron.expression')}
        data-testid="cron-expression"
        value={text}
        status={error ? 'error' : undefined}
        onChange={(event) => changeText(event.target.value)}
        style={{ fontFamily: 'monospace', marginTop: 8 }}
      />
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      {checked.ok && (
        <div style={{ marginTop: 8 }}>
          <Typography.Text strong>{t('cron.nextTimes')}</Typography.Text>
          <ol data-testid="cron-next-times" style={{ margin: 0, paddingInlineStart: 20 }}>
            {times.map((time) => (
              <li key={time.getTime()}>{dayjs(time).format('YYYY-MM-DD HH:mm:ss')}</li>
            ))}
          </ol>
          {times.length === 0 && <Typography.Text type="secondary">{t('cron.noNextTimes')}</Typography.Text>}
        </div>
      )}
    </div>
  );
}
