import { AppPath } from './app-paths';

/** Query parameter that prefills the login name on the resubmission page. */
export const RESUBMIT_ACCOUNT_PARAM = 'account';

/** The resubmission page, with the login name prefilled when one is known. */
export function resubmitPathFor(account?: string | undefined): string {
  const name = account?.trim();
  return name
    ? `${AppPath.resubmit}?${RESUBMIT_ACCOUNT_PARAM}=${encodeURIComponent(name)}`
    : AppPath.resubmit;
}
