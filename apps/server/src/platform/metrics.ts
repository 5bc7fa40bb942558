import { Counter, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The figures of the whole process in the Prometheus format: the Node runtime's own (heap, RSS,
 * event-loop lag, garbage collection, handles, version) and the business counters. One registry per
 * process, as these figures belong to the process, however many apps it builds (tests build several).
 */
export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics });

const demandSubmitted = new Counter({
  name: 'mall_demand_orders_submitted_total',
  help: 'Demand orders submitted by buyers.',
  registers: [processMetrics],
});
const priceApplications = new Counter({
  name: 'mall_price_applications_total',
  help: 'Price applications opened by buyers.',
  registers: [processMetrics],
});
const socketsOpened = new Counter({
  name: 'mall_socket_connections_opened_total',
  help: 'Realtime sockets (notification and table) opened.',
  registers: [processMetrics],
});

/** The business events that are counted; each has one counter. */
export type CountedEvent = 'demandSubmitted' | 'priceApplication' | 'socketOpened';

const COUNTERS: Record<CountedEvent, Counter> = {
  demandSubmitted,
  priceApplication: priceApplications,
  socketOpened: socketsOpened,
};

/** Counts one business event for the metrics endpoint. */
export function countEvent(event: CountedEvent): void {
  COUNTERS[event].inc();
}
