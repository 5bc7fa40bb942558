import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

export interface SerialisationCost {
  /** Microseconds to write one answer through the route's response schema, as the server does. */
  throughSchemaUs: number;
  /** Microseconds for plain JSON.stringify of the same answer: what the schema costs on top. */
  plainUs: number;
}

const ITERATIONS = Number(process.env.BENCH_SERIALISE_ITERATIONS ?? 5_000);

/**
 * Remembers the 200 response schema of `method url` as the app registers it; `cost` then times the
 * server's serialiser (built from that schema by the app's serializer compiler) against plain
 * JSON.stringify on one real answer, in alternating batches so that both meet the same machine load.
 */
export function serialisationProbe(method: string, url: string) {
  let route: RouteOptions | undefined;
  return {
    watch(app: FastifyInstance) {
      app.addHook('onRoute', (options) => {
        if ([options.method].flat().includes(method) && options.url === url) route = options;
      });
    },
    cost(app: FastifyInstance, answer: unknown): SerialisationCost {
      const schema = (route?.schema as FastifySchema | undefined)?.response as
        Record<number, unknown> | undefined;
      if (!schema?.[200]) throw new Error(`${method} ${url} declares no 200 response schema`);
      const serialise = app.serializerCompiler!({ schema: schema[200], method, url, httpStatus: '200' });
      const plain = (data: unknown) => JSON.stringify(data);
      const through = { total: 0n, run: serialise };
      const baseline = { total: 0n, run: plain };
      const batches = 10;
      for (let batch = 0; batch < batches * 2; batch++) {
        const side = batch % 2 === 0 ? through : baseline;
        const started = process.hrtime.bigint();
        for (let i = 0; i < ITERATIONS / batches; i++) side.run(answer);
        if (batch >= 2) side.total += process.hrtime.bigint() - started; // the first pair warms up
      }
      const perCallUs = (total: bigint) => Number(total) / 1_000 / ((ITERATIONS / batches) * (batches - 1));
      return { throughSchemaUs: perCallUs(through.total), plainUs: perCallUs(baseline.total) };
    },
  };
}
