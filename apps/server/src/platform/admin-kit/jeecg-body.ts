import { bilingualStringKeys, jeecgBody } from '@mall/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requestContext } from '../context';
import type { EntityService } from './service';

type AnyService = EntityService<Record<string, unknown>, never, never, Record<string, unknown>>;

/**
 * A preValidation hook reading a JeecgBoot form's body as `schema`'s (see jeecgBody): `recordKeys` are the
 * row's keys it may send back unwritten. An edit that sends bilingual text as a plain string reads the
 * stored record through `service`, so that the other language keeps its text.
 */
export function jeecgBodyHook(
  schema: z.ZodObject,
  recordKeys: readonly string[],
  service?: Pick<AnyService, 'get'>,
) {
  return async (request: FastifyRequest) => {
    const context = requestContext(request);
    const body = request.body;
    const stored = service ? await storedTexts(request, schema, body, service) : undefined;
    request.body = jeecgBody(schema, body, { locale: context.locale, readOnlyKeys: recordKeys, stored });
  };
}

/** The stored bilingual texts of the edited record, when the body sends one as a plain string. */
async function storedTexts(
  request: FastifyRequest,
  schema: z.ZodObject,
  body: unknown,
  service: Pick<AnyService, 'get'>,
): Promise<Record<string, unknown> | undefined> {
  const id = (body as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || bilingualStringKeys(schema, body).length === 0) return undefined;
  // A record the caller cannot read is answered by the edit itself; here it only means no stored text.
  const record = await service.get(requestContext(request), id).catch(() => undefined);
  return record as Record<string, unknown> | undefined;
}
