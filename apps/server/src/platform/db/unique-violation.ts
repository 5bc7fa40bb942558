import type { AppError } from '../http/app-error';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** The constraint named by an error of SQLSTATE `sqlState` (drizzle may wrap it as its `cause`). */
function violationOf(error: unknown, sqlState: string): string | null {
  for (let current = error; typeof current === 'object' && current !== null;) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === sqlState) return typeof constraint === 'string' ? constraint : '';
    current = cause;
  }
  return null;
}

/**
 * The name of the unique index a failed statement violated ('' when the driver did not say), or null
 * when `error` is no unique violation. Both drivers answer SQLSTATE 23505 with the index's name, which
 * drizzle may wrap as the `cause` of its own error.
 */
export function uniqueViolationOf(error: unknown): string | null {
  return violationOf(error, UNIQUE_VIOLATION);
}

/** The name of the foreign key a failed statement violated (SQLSTATE 23503), or null when it is none. */
export function foreignKeyViolationOf(error: unknown): string | null {
  return violationOf(error, FOREIGN_KEY_VIOLATION);
}

/**
 * Runs `work`; a unique violation becomes the refusal `refusalOf` answers for the violated index, so that
 * two requests racing for one value end as a plain duplicate does (a field error, never a 500). A
 * violation `refusalOf` does not know (undefined) is rethrown as it was.
 */
export async function refusingDuplicates<T>(
  work: () => Promise<T>,
  refusalOf: (index: string) => AppError | undefined,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const index = uniqueViolationOf(error);
    const refusal = index === null ? undefined : refusalOf(index);
    throw refusal ?? error;
  }
}
