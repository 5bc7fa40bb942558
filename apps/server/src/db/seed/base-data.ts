import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { fingerprint, forgetScopes, markScope, scopesAt } from '../../platform/base-data/ledger';
import { BASE_DICTIONARIES, seedTenantDictionaries } from '../../modules/dict/service';
import { BASE_FILL_RULES, seedTenantFillRules } from '../../modules/fill-rule/service';
import { BASE_TEMPLATES, seedTenantMessageTemplates } from '../../modules/message-template/service';
import { BASE_JOBS, seedBaseJobs } from '../../modules/quartz-job/service';
import { sysTenant } from '../../modules/tenant/schema';
import { applyBaseMenu } from './base-menu';
import { MENU } from './menus';

// Arbitrary, fixed: instances starting together seed and upgrade one after the other. Advisory locks are
// held per session, so the seed of an empty database takes it again inside its own transaction.
export const SEED_LOCK_KEY = 7_231_964_002;

// Raised when the way base data is applied changes while the definitions stay the same.
const FORMAT = 1;
const MENU_HASH = fingerprint({ FORMAT, MENU });
const TENANT_HASH = fingerprint({ FORMAT, BASE_DICTIONARIES, BASE_TEMPLATES, BASE_FILL_RULES });
const JOBS_HASH = fingerprint({ FORMAT, BASE_JOBS });

export interface BaseDataApplied {
  menu: boolean;
  /** How many tenants' dictionaries and templates were brought up to this build's. */
  tenants: number;
}

/**
 * Brings the base data (the menu tree and its grants; the base scheduled jobs; every tenant's dictionaries,
 * message templates and fill rules) up to this build's, in one transaction under the seed lock. A scope already
 * brought up to this build's definitions (same fingerprint) is skipped, so a start with nothing new costs
 * four short queries. A base job is added once: one an administrator deleted stays deleted (until a
 * build changes the base jobs).
 */
export async function applyBaseData(db: Database): Promise<BaseDataApplied> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
    const applied: BaseDataApplied = { menu: false, tenants: 0 };
    if (!(await scopesAt(tx, 'menu', MENU_HASH)).has('')) {
      await applyBaseMenu(tx);
      await markScope(tx, 'menu', '', MENU_HASH);
      applied.menu = true;
    }
    if (!(await scopesAt(tx, 'jobs', JOBS_HASH)).has('') && (await seedBaseJobs(tx))) {
      await markScope(tx, 'jobs', '', JOBS_HASH);
    }
    const tenants = (await tx.select({ id: sysTenant.id }).from(sysTenant)).map((tenant) => tenant.id);
    const current = await scopesAt(tx, 'tenant', TENANT_HASH);
    for (const tenantId of tenants) {
      if (current.has(tenantId)) continue;
      await seedTenantDictionaries(tx, tenantId);
      await seedTenantMessageTemplates(tx, tenantId);
      await seedTenantFillRules(tx, tenantId);
      await markScope(tx, 'tenant', tenantId, TENANT_HASH);
      applied.tenants += 1;
    }
    await forgetScopes(tx, tenants);
    return applied;
  });
}
