import { describe, expect, it } from 'vitest';
import { capturingLogger } from '../../test/database';
import { DomainEvents } from './bus';

declare module './bus' {
  interface DomainEventMap {
    'test.thingCreated': { thingId: string };
    'test.thingRemoved': { thingId: string };
  }
}

describe('the domain event bus', () => {
  it('delivers an event to every handler of its type, and only of its type', async () => {
    const events = new DomainEvents(capturingLogger().log);
    const created: string[] = [];
    const removed: string[] = [];
    events.subscribe('test.thingCreated', (event) => void created.push(`a:${event.payload.thingId}`));
    events.subscribe('test.thingCreated', (event) => void created.push(`b:${event.tenantId}`));
    events.subscribe('test.thingRemoved', (event) => void removed.push(event.payload.thingId));

    await events.publish({ type: 'test.thingCreated', tenantId: 't1', payload: { thingId: 'x' } });
    expect(created.sort()).toEqual(['a:x', 'b:t1']);
    expect(removed).toEqual([]);
  });

  it('logs a failing handler and still runs the others; the publisher never sees the error', async () => {
    const { log, entries } = capturingLogger();
    const events = new DomainEvents(log);
    const delivered: string[] = [];
    events.subscribe('test.thingCreated', () => {
      throw new Error('handler broke');
    });
    events.subscribe('test.thingCreated', async () => {
      await Promise.resolve();
      delivered.push('second');
    });

    await expect(
      events.publish({ type: 'test.thingCreated', tenantId: 't1', payload: { thingId: 'x' } }),
    ).resolves.toBeUndefined();
    expect(delivered).toEqual(['second']);
    const failure = entries.find((entry) => entry.msg === 'domain event handler failed');
    expect(failure).toMatchObject({ level: 50, event: { type: 'test.thingCreated', tenantId: 't1' } });
    expect(JSON.stringify(failure)).toContain('handler broke');
  });

  it('logs every published event at debug level, and stops delivering after unsubscribe', async () => {
    const { log, entries } = capturingLogger();
    const events = new DomainEvents(log);
    const delivered: string[] = [];
    const unsubscribe = events.subscribe('test.thingRemoved', (event) => {
      delivered.push(event.payload.thingId);
    });
    await events.publish({ type: 'test.thingRemoved', tenantId: 't2', payload: { thingId: 'one' } });
    unsubscribe();
    await events.publish({ type: 'test.thingRemoved', tenantId: 't2', payload: { thingId: 'two' } });

    expect(delivered).toEqual(['one']);
    const published = entries.filter((entry) => entry.msg === 'domain event');
    expect(published).toHaveLength(2);
    expect(published[0]).toMatchObject({ level: 20, event: { type: 'test.thingRemoved', tenantId: 't2' } });
  });
});
