/**
 * What the demand module's routes and its other files use of orders: reading them, their log, the
 * status and price changes, and price applications. Importing it registers the module's events.
 */
import './events';

export { changeStatus, modifyPrice, requestQuote } from './order-changes';
export { writeLog } from './order-log';
export {
  actorOf,
  demandLogs,
  findOrder,
  getDemand,
  latestApplies,
  toRecord,
  visibleOrders,
  type DemandRow,
} from './orders';
export { applyDiscount, openApplication, replyToApplication } from './price-applications';
export { markExpiredQuotations, remindOfWaitingApplications, SYSTEM_OPERATOR } from './scheduled-checks';
