import { useId, type ReactNode } from 'react';
import styles from './ChoiceGroup.module.css';

export interface Choice<V extends string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

interface ChoiceGroupProps<V extends string> {
  /** The group's accessible name when no visible legend names it. */
  'aria-label'?: string;
  options: readonly Choice<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
  /** `buttons`: a row of joined buttons (few short choices); `list`: radio circles, one per line. */
  variant: 'buttons' | 'list';
  className?: string;
  'data-testid'?: string;
}

/**
 * One choice among a few, as native radio buttons: arrow keys move between them, the browser names each by
 * its label, and the mall's pages need none of antd's form code for it.
 */
export function ChoiceGroup<V extends string>({
  options,
  value,
  onChange,
  variant,
  className,
  ...rest
}: ChoiceGroupProps<V>) {
  const name = useId();
  return (
    <div role="radiogroup" className={[styles[variant], className].filter(Boolean).join(' ')} {...rest}>
      {options.map((option) => (
        <label
          key={option.value}
          className={styles.choice}
          data-checked={option.value === value || undefined}
          data-disabled={option.disabled || undefined}
        >
          <input
            type="radio"
            className={styles.input}
            name={name}
            value={option.value}
            checked={option.value === value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
