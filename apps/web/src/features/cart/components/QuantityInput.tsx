import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseQuantity } from '../cart-rules';

interface QuantityInputProps {
  value: number;
  label: string;
  disabled?: boolean;
  /** Called with a valid quantity different from `value`, when the buyer leaves the field or presses Enter. */
  onCommit: (quantity: number) => void;
  /** Called with the message of a refused quantity. */
  onInvalid: (text: string) => void;
  /** Told whether the field holds a refused quantity, so that what is priced from it does not show a stale value. */
  onRefusedChange?: (refused: boolean) => void;
}

/**
 * A line's quantity: typed freely, checked when the buyer leaves the field or presses Enter. A refused value
 * (empty, not a whole number from 1) stays in the field, marked and reported, until the buyer corrects it.
 */
export function QuantityInput({
  value,
  label,
  disabled,
  onCommit,
  onInvalid,
  onRefusedChange,
}: QuantityInputProps) {
  const { t } = useTranslation('cart');
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);

  const commit = () => {
    if (draft === null) return;
    const parsed = parseQuantity(draft);
    if ('problem' in parsed) {
      setInvalid(true);
      onRefusedChange?.(true);
      onInvalid(t(`error.${parsed.problem}`));
      return;
    }
    setInvalid(false);
    onRefusedChange?.(false);
    setDraft(null);
    if (parsed.quantity !== value) onCommit(parsed.quantity);
  };

  return (
    <Input
      aria-label={label}
      aria-invalid={invalid}
      inputMode="numeric"
      className="cart-quantity"
      style={{ width: 96 }}
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      value={draft ?? String(value)}
      onChange={(event) => {
        setDraft(event.target.value);
        setInvalid(false);
      }}
      onBlur={commit}
      onPressEnter={commit}
    />
  );
}
