import { SsoErrorKey, pickLocalized, type Locale, type ThirdProviderState } from '@mall/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import { sysThirdProvider } from './schema';
import { callbackPath, type SsoSettings } from './service';

/*
 * The operator configures the providers (THIRD_LOGIN_PROVIDERS); platform administrators switch each on or
 * off. A provider switched off is neither offered nor started; one without a stored switch is on.
 */

/** The sources an administrator switched off. */
export async function disabledSources(db: Database): Promise<Set<string>> {
  const rows = await db
    .select({ source: sysThirdProvider.source })
    .from(sysThirdProvider)
    .where(eq(sysThirdProvider.enabled, false));
  return new Set(rows.map((row) => row.source));
}

/** Whether users may start a sign-in with `source` now; a configured provider switched off is unknown. */
export async function assertProviderOn(db: Database, source: string): Promise<void> {
  if ((await disabledSources(db)).has(source)) throw new AppError(404, SsoErrorKey.providerUnknown);
}

/** The callback URL to register at a provider, or null while PUBLIC_URL (its origin) is not set. */
export function callbackUrlOf(settings: SsoSettings, source: string): string | null {
  if (!settings.publicUrl) return null;
  return `${settings.publicUrl.replace(/\/+$/, '')}${callbackPath(source)}`;
}

/** Every configured provider with its switch, whether its settings are complete and its callback URL. */
export async function providerStates(
  db: Database,
  settings: SsoSettings,
  locale: Locale,
): Promise<ThirdProviderState[]> {
  const off = await disabledSources(db);
  return settings.providers.map((provider) => {
    const callbackUrl = callbackUrlOf(settings, provider.source);
    return {
      source: provider.source,
      name: pickLocalized(provider.name, locale),
      issuer: provider.issuer,
      enabled: !off.has(provider.source),
      configured: Boolean(provider.issuer && provider.clientId && provider.clientSecret && callbackUrl),
      callbackUrl,
    };
  });
}

/** Switches a configured provider on or off (a source not configured is a 404). */
export async function switchProvider(
  db: Database,
  settings: SsoSettings,
  change: { source: string; enabled: boolean; by: string },
): Promise<void> {
  if (!settings.providers.some((provider) => provider.source === change.source))
    throw new AppError(404, SsoErrorKey.providerUnknown);
  const values = { enabled: change.enabled, updateBy: change.by, updateTime: new Date() };
  await db
    .insert(sysThirdProvider)
    .values({ source: change.source, ...values })
    .onConflictDoUpdate({ target: sysThirdProvider.source, set: values });
}
