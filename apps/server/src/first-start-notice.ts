import type { InitialCredential } from './db/seed';

/**
 * What the first start prints about the initial accounts: only the passwords the seed generated, as nobody
 * else knows them. A password the operator chose (ADMIN_PASSWORD, DEMO_PASSWORD) is never printed, since
 * console output ends up in logs. Null when there is nothing to print.
 */
export function firstStartNotice(credentials: readonly InitialCredential[] | null): string | null {
  if (!credentials) return null;
  const generated = credentials.filter((credential) => credential.generated);
  const chosen = credentials.filter((credential) => !credential.generated);
  const lines = [''];
  if (generated.length) {
    lines.push(
      'First start: generated passwords of the initial accounts (shown only this once; change them after logging in):',
    );
    for (const { username, password } of generated) lines.push(`  ${username.padEnd(8)} ${password}`);
  }
  if (chosen.length) {
    lines.push(
      `First start: ${chosen.map((credential) => credential.username).join(', ')} use the configured password.`,
    );
  }
  lines.push('');
  return lines.join('\n');
}
