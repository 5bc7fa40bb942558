import * as oidc from 'openid-client';
import type { ThirdLoginProviderConfig } from '../../config';

/** Seconds a provider may take for discovery, token and key requests. */
const PROVIDER_TIMEOUT_S = 10;

/** The provider's discovered configuration, fetched once per process (again after a failure). */
const configurations = new Map<string, Promise<oidc.Configuration>>();

export function providerConfiguration(provider: ThirdLoginProviderConfig): Promise<oidc.Configuration> {
  const cacheKey = `${provider.issuer}\n${provider.clientId}`;
  let found = configurations.get(cacheKey);
  if (!found) {
    const issuer = new URL(provider.issuer);
    found = oidc.discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
      timeout: PROVIDER_TIMEOUT_S,
      // Plain http is accepted (by the configuration) only for a provider on this machine.
      ...(issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
    configurations.set(cacheKey, found);
    found.catch(() => configurations.delete(cacheKey));
  }
  return found;
}

/** A new sign-in's single-use checks: what goes to the provider and what stays here. */
export async function newAuthorization(
  provider: ThirdLoginProviderConfig,
  redirectUri: string,
): Promise<{ url: URL; state: string; nonce: string; verifier: string }> {
  const configuration = await providerConfiguration(provider);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const verifier = oidc.randomPKCECodeVerifier();
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  return { url, state, nonce, verifier };
}

export interface ProvenIdentity {
  issuer: string;
  subject: string;
  displayName: string | null;
}

/**
 * Redeems the callback's code with the PKCE verifier, and checks the ID token (signature, issuer,
 * audience, expiry) and that its nonce and the callback's state are the ones this sign-in started with.
 * Any failure throws.
 */
export async function redeemCallback(
  provider: ThirdLoginProviderConfig,
  callbackUrl: URL,
  expected: { state: string; nonce: string; verifier: string },
): Promise<ProvenIdentity> {
  const configuration = await providerConfiguration(provider);
  const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: expected.verifier,
    expectedState: expected.state,
    expectedNonce: expected.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token');
  let displayName = nameIn(claims);
  if (displayName === null) {
    // Providers that keep the ID token small give the name at the userinfo endpoint (same subject checked).
    displayName = await oidc
      .fetchUserInfo(configuration, tokens.access_token, claims.sub)
      .then(nameIn, () => null);
  }
  return { issuer: claims.iss, subject: claims.sub, displayName };
}

/** What the user is shown of a provider identity: its e-mail, else its name. */
function nameIn(claims: Record<string, unknown>): string | null {
  for (const value of [claims.email, claims.name, claims.preferred_username]) {
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 200);
  }
  return null;
}
