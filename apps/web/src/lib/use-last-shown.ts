import { useState } from 'react';

/**
 * The latest `value` that was not null. A dialog opened for a record closes once the record is cleared but
 * fades out for a moment after: shown with this, it keeps its title (its accessible name) and its content
 * until it is gone, instead of turning blank while it fades.
 */
export function useLastShown<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
