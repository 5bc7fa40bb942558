import { z } from 'zod';
import { mainIndexPageSchema, tenantSummarySchema, twoFactorChallengeSchema, userInfoSchema } from './auth';
import { departsOfUserSchema } from './depart';

/** A dictionary option as preloaded at sign-in (an enabled item, in the request's language). */
export const preloadedDictItemSchema = z.object({
  value: z.string(),
  text: z.string(),
  description: z.string(),
});
export type PreloadedDictItem = z.infer<typeof preloadedDictItemSchema>;

/**
 * A successful sign-in: the session token, the user, their departments in the session's tenant
 * (multi_depart 2: the client asks which one), their tenants, and the enabled items of the tenant's
 * dictionaries marked for preloading, by dictionary code (every other dictionary loads when first used).
 */
export const loginResultSchema = z.object({
  token: z.string(),
  userInfo: userInfoSchema,
  mainIndexPage: mainIndexPageSchema,
  tenantList: z.array(tenantSummarySchema),
  departs: departsOfUserSchema.shape.departs,
  multi_depart: departsOfUserSchema.shape.multi_depart,
  sysAllDictItems: z.record(z.string(), z.array(preloadedDictItemSchema)),
  /** A customer (a buyer with a company) works without a department: the client does not ask for one. */
  customer: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** What POST /sys/login and /sys/phoneLogin answer: a session, or the second step to take first. */
export const loginAnswerSchema = z.union([loginResultSchema, twoFactorChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
