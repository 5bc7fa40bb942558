/**
 * Database errors are logged without the values a query carried: a failed query's parameters may hold a
 * password hash, a session token hash or personal data. The failed query's SQL text and parameters
 * (drizzle puts both into its message), the driver's `detail`/`where`/`internalQuery` (e.g. "Key
 * (username)=(…) already exists") and the quoted input of a data exception (SQLSTATE class 22, e.g.
 * `invalid input syntax for type uuid: "…"`) are left out; the error type, SQLSTATE code, constraint,
 * table, column and stack frames stay.
 */
const HIDDEN_KEYS = new Set(['query', 'params', 'parameters', 'detail', 'where', 'internalQuery', 'sql']);
const FAILED_QUERY_MESSAGE = 'Failed query (its SQL and parameters are not logged)';
const MAX_CAUSE_DEPTH = 8;

export function withoutQueryValues(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > MAX_CAUSE_DEPTH) return error;
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error & Record<string, unknown>;
  for (const [key, value] of Object.entries(error)) {
    if (!HIDDEN_KEYS.has(key) && key !== 'cause') copy[key] = value;
  }
  const message = safeMessage(error);
  Object.defineProperty(copy, 'message', { value: message, enumerable: false, writable: true });
  Object.defineProperty(copy, 'stack', {
    value: replaceMessageInStack(error.stack, error.message, message),
    enumerable: false,
    writable: true,
  });
  if (error.cause !== undefined) copy.cause = withoutQueryValues(error.cause, depth + 1);
  return copy;
}

function safeMessage(error: Error & { code?: unknown }): string {
  if (error.message.startsWith('Failed query:')) return FAILED_QUERY_MESSAGE;
  if (typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code))
    return error.message.replace(/"[^"]*"/g, '"…"');
  return error.message;
}

/** The stack with its first line(s) — the original message — replaced; only the frames are kept as they were. */
function replaceMessageInStack(stack: string | undefined, original: string, replacement: string): string {
  if (!stack) return replacement;
  if (original === replacement) return stack;
  const at = stack.indexOf(original);
  if (at >= 0) return stack.slice(0, at) + replacement + stack.slice(at + original.length);
  const frames = stack.indexOf('\n    at ');
  return frames >= 0 ? replacement + stack.slice(frames) : replacement;
}
