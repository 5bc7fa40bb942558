// One server instance of the fan-out benchmark, in a process of its own (started by fanout.ts with
// --expose-gc): builds the app from the environment, listens on a loopback port and tells its parent the
// port; answers 'memory' with its resident set size and JS heap after a garbage collection, and 'stop' by closing.
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';

export type InstanceReport =
  { kind: 'ready'; port: number } | { kind: 'memory'; rss: number; heapUsed: number; sockets: number };

const send = (report: InstanceReport) => process.send?.(report);

const app = await buildApp({ ...loadConfig(process.env), DATA_DIR: undefined });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
send({ kind: 'ready', port: typeof address === 'object' && address ? address.port : 0 });

process.on('message', (message) => {
  if (message === 'memory') {
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    // A second collection once finalisers have run.
    setTimeout(() => {
      gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      send({ kind: 'memory', rss, heapUsed, sockets: app.realtime.connectionCount() });
    }, 200);
  } else if (message === 'stop') {
    void app.close().finally(() => process.exit(0));
  }
});
process.on('disconnect', () => void app.close().finally(() => process.exit(0)));
