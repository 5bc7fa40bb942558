interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Lets the browser handle input and paint before the caller goes on: one long task of start-up work
 * becomes two shorter ones. Uses the scheduler's prioritised yield where the browser has it.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
