/**
 * Permission codes: routes declare them, the seed grants them, the client hides controls by them.
 * One constant per code so that a rename breaks the build on both sides, never a silent mismatch.
 */
export const Permission = {
  userList: 'system:user:list',
  userAdd: 'system:user:add',
  userEdit: 'system:user:edit',
  userDelete: 'system:user:delete',
  userFreeze: 'system:user:frozen',
  userExport: 'system:user:export',
  /** Read the staff address book of the acting tenant. */
  addressBookList: 'system:addressbook:list',
  /** Approve a self-registered account (it may then sign in). */
  userApprove: 'system:user:approve',
  /** Reject a self-registered account with a reason it reads at sign-in. */
  userReject: 'system:user:reject',
  roleList: 'system:role:list',
  roleAdd: 'system:role:add',
  roleEdit: 'system:role:edit',
  roleDelete: 'system:role:delete',
  roleExport: 'system:role:export',
  /** Assign menus and buttons to a role. */
  roleAuthorize: 'system:role:authorize',
  /** See the menu and button tree (menu administration). */
  permissionList: 'system:permission:list',
  permissionAdd: 'system:permission:add',
  permissionEdit: 'system:permission:edit',
  permissionDelete: 'system:permission:delete',
  departList: 'system:depart:list',
  departAdd: 'system:depart:add',
  departEdit: 'system:depart:edit',
  departDelete: 'system:depart:delete',
  tenantList: 'system:tenant:list',
  tenantAdd: 'system:tenant:add',
  tenantEdit: 'system:tenant:edit',
  tenantDelete: 'system:tenant:delete',
  positionList: 'system:position:list',
  positionAdd: 'system:position:add',
  positionEdit: 'system:position:edit',
  positionDelete: 'system:position:delete',
  announcementList: 'system:announcement:list',
  announcementAdd: 'system:announcement:add',
  announcementEdit: 'system:announcement:edit',
  announcementDelete: 'system:announcement:delete',
  /** Publish or revoke an announcement. */
  announcementRelease: 'system:announcement:release',
  messageTemplateList: 'system:messageTemplate:list',
  messageTemplateAdd: 'system:messageTemplate:add',
  messageTemplateEdit: 'system:messageTemplate:edit',
  messageTemplateDelete: 'system:messageTemplate:delete',
  /** Send a template, filled with sample values, as a system message to chosen users (a test send). */
  messageTemplateSend: 'system:messageTemplate:send',
  /** See and review every demand order of the tenant (the staff order list); complete or close any of them. */
  demandManage: 'mall:demand:manage',
  /** Change a pending order's actual price (discount rate, adjustment, or a new actual price). */
  demandModifyPrice: 'mall:demand:modifyPrice',
  /** Agree to or refuse a buyer's price application. */
  priceApprove: 'mall:priceApply:approve',
  /** Open the customers page: the tenant's customer accounts and their registration reviews. */
  customerList: 'mall:customer:list',
  dictList: 'system:dict:list',
  dictAdd: 'system:dict:add',
  dictEdit: 'system:dict:edit',
  dictDelete: 'system:dict:delete',
  categoryList: 'system:category:list',
  categoryAdd: 'system:category:add',
  categoryEdit: 'system:category:edit',
  categoryDelete: 'system:category:delete',
  productList: 'catalogue:product:list',
  productAdd: 'catalogue:product:add',
  productEdit: 'catalogue:product:edit',
  productDelete: 'catalogue:product:delete',
  /** Put products on or take them off the shelves. */
  productShelf: 'catalogue:product:shelf',
  /** See and record production lots of products. */
  lotList: 'catalogue:lot:list',
  lotEdit: 'catalogue:lot:edit',
  /** See the analysis dashboard: aggregates over the tenant's demand orders. */
  dashboardAnalysis: 'dashboard:analysis',
  /** See the scheduled jobs and their runs. */
  quartzJobList: 'system:quartzJob:list',
  quartzJobAdd: 'system:quartzJob:add',
  quartzJobEdit: 'system:quartzJob:edit',
  quartzJobDelete: 'system:quartzJob:delete',
  /** Pause, resume or run a job once now. */
  quartzJobRun: 'system:quartzJob:run',
  /** Add, change, run or delete the platform-wide jobs (PLATFORM_JOB_CLASSES), which act on every tenant. */
  quartzJobPlatform: 'system:quartzJob:platform',
  /** Read and export the login and operation logs. */
  logList: 'system:log:list',
  /** See the workplace dashboard: the orders and price applications waiting for staff, one's own activity. */
  dashboardWorkplace: 'dashboard:workplace',
  /** See every instance's runtime, system, disk, HTTP, Redis and database figures and its HTTP trace. */
  monitorView: 'monitor:server:view',
  checkRuleList: 'system:checkRule:list',
  checkRuleAdd: 'system:checkRule:add',
  checkRuleEdit: 'system:checkRule:edit',
  checkRuleDelete: 'system:checkRule:delete',
  fillRuleList: 'system:fillRule:list',
  fillRuleAdd: 'system:fillRule:add',
  fillRuleEdit: 'system:fillRule:edit',
  fillRuleDelete: 'system:fillRule:delete',
  /** The file admin: list and download the tenant's admin files, upload them, delete them. */
  ossFileList: 'system:ossFile:list',
  ossFileUpload: 'system:ossFile:upload',
  ossFileDelete: 'system:ossFile:delete',
  /** Online reports: define the SELECTs behind report popups (a report reads the tenant's report views). */
  reportList: 'online:cgreport:list',
  reportAdd: 'online:cgreport:add',
  reportEdit: 'online:cgreport:edit',
  reportDelete: 'online:cgreport:delete',
  /** Run a stored report (its popup's data). */
  reportRun: 'online:cgreport:run',
  /** Data sources a report may read instead of the main database. */
  dataSourceList: 'system:dataSource:list',
  dataSourceAdd: 'system:dataSource:add',
  dataSourceEdit: 'system:dataSource:edit',
  dataSourceDelete: 'system:dataSource:delete',
  gatewayRouteList: 'system:gatewayRoute:list',
  gatewayRouteAdd: 'system:gatewayRoute:add',
  gatewayRouteEdit: 'system:gatewayRoute:edit',
  gatewayRouteDelete: 'system:gatewayRoute:delete',
  /** See the third-party sign-in providers and their state; switch one on or off. */
  thirdProviderList: 'system:thirdProvider:list',
  thirdProviderEdit: 'system:thirdProvider:edit',
} as const;
export type PermissionCode = (typeof Permission)[keyof typeof Permission];

/**
 * Changing the menu tree changes it for every tenant: only the roles of the tenant the platform was
 * seeded in hold these codes, and the role copies that start another tenant never carry them.
 */
export const PLATFORM_PERMISSIONS: readonly PermissionCode[] = [
  // The menu tree is every tenant's: seeing it is the platform operators' too.
  Permission.permissionList,
  Permission.permissionAdd,
  Permission.permissionEdit,
  Permission.permissionDelete,
  // The servers serve every tenant: their figures and traces are the platform operators' alone.
  Permission.monitorView,
  // Gateway routes reach outside the system for every tenant's callers: the platform operators' alone.
  Permission.gatewayRouteList,
  Permission.gatewayRouteAdd,
  Permission.gatewayRouteEdit,
  Permission.gatewayRouteDelete,
  // A platform-wide job (the sweep of every tenant's sessions) acts on every tenant.
  Permission.quartzJobPlatform,
  // Third-party sign-in is the platform's: every tenant's users sign in through the same providers.
  Permission.thirdProviderList,
  Permission.thirdProviderEdit,
];
