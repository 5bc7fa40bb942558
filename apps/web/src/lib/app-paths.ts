import { DEFAULT_MAIN_INDEX_PAGE, WEB_BASE } from '@mall/shared';

/** Paths the shell itself knows (the rest come from the server menu). Paths are relative to the router basename. */
export const AppPath = {
  root: '/',
  login: '/user/login',
  register: '/user/register',
  registerResult: '/user/register-result',
  /** A rejected applicant corrects the registration and sends it again. */
  resubmit: '/user/resubmit',
  alteration: '/user/alteration',
  /** Where a third-party sign-in comes back to (THIRD_LOGIN_PAGE_PATH). */
  thirdLogin: '/user/third-login',
  notFound: '/404',
  /** A page that exists but is not given to the user. */
  forbidden: '/403',
  mallHome: DEFAULT_MAIN_INDEX_PAGE,
  mallSearch: '/mall/search',
  mallDetail: '/mall/detail',
  mallCart: '/mall/shopcart',
  mallDemandList: '/mall/demandList',
  mallAccount: '/mall/myself',
  terms: '/mall/terms',
  privacy: '/mall/privacy',
} as const;

/** The main index page (where "/" leads) when the session does not name one: the mall home. */
export const DEFAULT_MAIN_INDEX_PATH = AppPath.mallHome;
/** The router basename: WEB_BASE without its trailing slash. */
export const ROUTER_BASENAME = WEB_BASE.replace(/\/$/, '');
