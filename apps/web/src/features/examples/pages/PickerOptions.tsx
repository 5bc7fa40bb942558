import { Switch } from 'antd';
import type { ReactNode } from 'react';

interface OptionSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

/** One on/off option of an example page, labelled by its text. */
export function OptionSwitch({ checked, onChange, children }: OptionSwitchProps) {
  return (
    <label>
      <Switch checked={checked} onChange={onChange} /> {children}
    </label>
  );
}

/** The value a widget holds now, for the reader to see. */
export function ValueOutput({ label, value }: { label: string; value: unknown }) {
  return (
    <section aria-label={label}>
      <pre data-testid="picker-value">{JSON.stringify(value)}</pre>
    </section>
  );
}
