// The worker threads' entry when the server runs from its sources: worker.ts loaded through tsx (a thread
// does not inherit the loader the main thread was given).
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./worker.ts', import.meta.url);

export const { readSheet, checkRule } = worker;
