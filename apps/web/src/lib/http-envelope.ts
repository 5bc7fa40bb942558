import type { Envelope } from '@mall/shared';

/** Whether an answer says it is JSON. */
export function isJson(response: Response): boolean {
  return (response.headers.get('Content-Type') ?? '').includes('application/json');
}

/** Whether a parsed body has the envelope's shape (an object saying whether the call succeeded). */
function isEnvelope(body: unknown): body is Envelope<unknown> {
  return (
    typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean'
  );
}

/** The answer's envelope, or null when it is not JSON or not shaped as one (a proxy's page, a cut body). */
export async function readEnvelope(response: Response): Promise<Envelope<unknown> | null> {
  if (!isJson(response)) return null;
  try {
    const body: unknown = await response.json();
    return isEnvelope(body) ? body : null;
  } catch {
    return null;
  }
}
