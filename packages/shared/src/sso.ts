import { z } from 'zod';
import { registerRequestSchema } from './account';
import { TRANSPORT_CIPHERTEXT_MAX_LENGTH } from './auth';
import { USERNAME_MAX_LENGTH } from './validation';

/** A configured provider's name (1-32 of a-z 0-9 _ -). */
export const thirdTypeSchema = z.string().regex(/^[a-z0-9_-]{1,32}$/);
/** The random one-time values (tokens, tickets) sign-in hands out. */
const oneTimeValue = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);

/** POST /sys/cas/client/validateLogin: a CAS service ticket and the service it was issued for. */
export const casValidateRequestSchema = z.object({
  ticket: z.string().trim().min(1).max(256),
  service: z.string().trim().min(1).max(2048),
});
export type CasValidateRequest = z.input<typeof casValidateRequestSchema>;

/** GET /sys/thirdLogin/providers: the providers users may sign in with, named in the request's language. */
export const thirdProviderSchema = z.object({ source: z.string(), name: z.string() });
export type ThirdProvider = z.infer<typeof thirdProviderSchema>;

export const thirdLoginTokenParamsSchema = z.object({ token: oneTimeValue, thirdType: thirdTypeSchema });

/** GET /sys/thirdLogin/bindInfo/{bindTicket}: who signed in at which provider, before binding. */
export const thirdBindInfoSchema = z.object({
  thirdType: z.string(),
  sourceName: z.string(),
  displayName: z.string().nullable(),
});
export type ThirdBindInfo = z.infer<typeof thirdBindInfoSchema>;
export const bindTicketParamsSchema = z.object({ bindTicket: oneTimeValue });

/** POST /sys/thirdLogin/bindAccount: bind to an existing account by its password (encrypted for transport). */
export const thirdBindRequestSchema = z.object({
  bindTicket: oneTimeValue,
  username: z.string().trim().min(1).max(USERNAME_MAX_LENGTH),
  password: z.string().min(1).max(TRANSPORT_CIPHERTEXT_MAX_LENGTH),
});
export type ThirdBindRequest = z.input<typeof thirdBindRequestSchema>;

/** POST /sys/thirdLogin/register: a customer registration that binds the identity once submitted. */
export const thirdRegisterRequestSchema = registerRequestSchema.extend({ bindTicket: oneTimeValue });
export type ThirdRegisterRequest = z.input<typeof thirdRegisterRequestSchema>;

/** One binding of the signed-in user, as the personal centre lists it. */
export const thirdBindingSchema = z.object({
  id: z.string(),
  source: z.string(),
  /** The provider's name in the request's language (the source itself when no longer configured). */
  sourceName: z.string(),
  displayName: z.string().nullable(),
  createTime: z.string(),
});
export type ThirdBinding = z.infer<typeof thirdBindingSchema>;

export const unbindQuerySchema = z.object({ id: z.string().min(1).max(64) });

/**
 * GET /sys/thirdProvider/list (platform administrators): each provider the operator configured, with
 * whether users may sign in with it now, whether its settings are complete (issuer, client, the public
 * address its callback needs) and the callback URL to register at the provider.
 */
export const thirdProviderStateSchema = z.object({
  source: z.string(),
  name: z.string(),
  issuer: z.string(),
  enabled: z.boolean(),
  configured: z.boolean(),
  callbackUrl: z.string().nullable(),
});
export type ThirdProviderState = z.infer<typeof thirdProviderStateSchema>;

/** PUT /sys/thirdProvider/edit: switch one provider on or off for sign-in (stored; default on). */
export const thirdProviderEditSchema = z.strictObject({ source: thirdTypeSchema, enabled: z.boolean() });
export type ThirdProviderEditRequest = z.input<typeof thirdProviderEditSchema>;
