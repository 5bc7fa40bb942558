export const E2E_PORT = Number(process.env.E2E_PORT ?? 18_089);

export const E2E_PASSWORDS = {
  admin: 'E2e-Admin#2026',
  demo: 'E2e-Demo#2026',
} as const;

export const ACCOUNTS = {
  admin: { username: 'admin', password: E2E_PASSWORDS.admin },
  sales: { username: 'sales', password: E2E_PASSWORDS.demo },
  buyer: { username: 'buyer', password: E2E_PASSWORDS.demo },
  /** The second demo tenant's administrator: everything there but the platform's pages. */
  tenantAdmin: { username: 'b-manager', password: E2E_PASSWORDS.demo },
} as const;
