import { randomUUID } from 'node:crypto';
import {
  comparePositions,
  type EventStore,
  type EventToAppend,
  type RecordedEvent,
  WrongExpectedRevisionError,
} from '@rodada/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The event-store contract: every adapter passes the same suite. `open` returns a store on an
 * empty database and a function that disposes of it.
 */
export function eventStoreContract(
  name: string,
  open: () => Promise<{ store: EventStore; dispose(): Promise<void> }>,
): void {
  describe(`event store contract: ${name}`, () => {
    let store: EventStore;
    let dispose: () => Promise<void>;
    const stream = (label: string) => `${label}-${randomUUID()}`;
    const event = (type: string, data: unknown = {}): EventToAppend => ({ id: randomUUID(), type, data });
    const ownEvents = (all: RecordedEvent[], streams: string[]) =>
      all.filter((e) => streams.includes(e.streamId));

    // One store per suite: every test names its own streams and filters $all down to them.
    beforeAll(async () => {
      ({ store, dispose } = await open());
    });
    afterAll(async () => {
      await dispose();
    });

    it('creates a stream with no_stream and reads it back in revision order', async () => {
      const s = stream('match');
      const result = await store.append(
        s,
        [event('MatchScored', { a: 6, b: 3 }), event('MatchScored', { a: 7, b: 5 })],
        'no_stream',
      );
      expect(result.nextRevision).toBe(1n);
      const read = await store.readStream(s);
      expect(read.map((e) => [e.revision, e.type, e.data])).toEqual([
        [0n, 'MatchScored', { a: 6, b: 3 }],
        [1n, 'MatchScored', { a: 7, b: 5 }],
      ]);
      expect(read[1]!.position).toEqual(result.position);
      expect(read[0]!.createdAt).toBeInstanceOf(Date);
    });

    it('reads a stream that does not exist as empty', async () => {
      expect(await store.readStream(stream('nothing'))).toEqual([]);
    });

    it('refuses no_stream on an existing stream and reports its revision', async () => {
      const s = stream('t');
      await store.append(s, [event('A')], 'no_stream');
      const failure = await store.append(s, [event('B')], 'no_stream').catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(WrongExpectedRevisionError);
      expect((failure as WrongExpectedRevisionError).actual).toBe(0n);
      expect(await store.readStream(s)).toHaveLength(1);
    });

    it('appends at an exact revision and refuses a stale one', async () => {
      const s = stream('t');
      await store.append(s, [event('A')], 'no_stream');
      const second = await store.append(s, [event('B'), event('C')], 0n);
      expect(second.nextRevision).toBe(2n);
      const stale = await store.append(s, [event('D')], 0n).catch((e: unknown) => e);
      expect(stale).toBeInstanceOf(WrongExpectedRevisionError);
      expect((stale as WrongExpectedRevisionError).actual).toBe(2n);
      const missing = await store.append(stream('t'), [event('A')], 0n).catch((e: unknown) => e);
      expect(missing).toBeInstanceOf(WrongExpectedRevisionError);
      expect((missing as WrongExpectedRevisionError).actual).toBe('no_stream');
    });

    it('appends with any whatever the revision', async () => {
      const s = stream('t');
      expect((await store.append(s, [event('A')], 'any')).nextRevision).toBe(0n);
      expect((await store.append(s, [event('B')], 'any')).nextRevision).toBe(1n);
    });

    it('lets exactly one of two concurrent writers at the same revision win', async () => {
      const s = stream('t');
      await store.append(s, [event('A')], 'no_stream');
      const outcomes = await Promise.allSettled([
        store.append(s, [event('B')], 0n),
        store.append(s, [event('C')], 0n),
      ]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const rejected = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
      expect(rejected.reason).toBeInstanceOf(WrongExpectedRevisionError);
      expect(await store.readStream(s)).toHaveLength(2);
    });

    it('treats a retried append with the same event ids as already done', async () => {
      const s = stream('t');
      const events = [event('A'), event('B')];
      const first = await store.append(s, events, 'no_stream');
      const retry = await store.append(s, events, 'no_stream');
      expect(retry.nextRevision).toBe(first.nextRevision);
      expect(await store.readStream(s)).toHaveLength(2);
    });

    it('reads $all forward after a position, in one total order', async () => {
      const s1 = stream('a');
      const s2 = stream('b');
      await store.append(s1, [event('A1')], 'no_stream');
      await store.append(s2, [event('B1'), event('B2')], 'no_stream');
      await store.append(s1, [event('A2')], 0n);
      const all = ownEvents(await store.readAll({ limit: 100_000 }), [s1, s2]);
      expect(all.map((e) => e.type)).toEqual(['A1', 'B1', 'B2', 'A2']);
      for (let i = 1; i < all.length; i++) {
        expect(comparePositions(all[i - 1]!.position, all[i]!.position)).toBeLessThan(0);
      }
      const afterSecond = ownEvents(await store.readAll({ after: all[1]!.position, limit: 100_000 }), [
        s1,
        s2,
      ]);
      expect(afterSecond.map((e) => e.type)).toEqual(['B2', 'A2']);
      const limited = await store.readAll({ after: all[0]!.position, limit: 1 });
      expect(limited).toHaveLength(1);
    });

    it('subscribes to $all: catches up, then delivers new events live, once each', async () => {
      const s = stream('live');
      await store.append(s, [event('Before1'), event('Before2')], 'no_stream');
      const controller = new AbortController();
      const seen: string[] = [];
      const consumer = (async () => {
        for await (const batch of store.subscribeToAll({ signal: controller.signal, batchSize: 1 })) {
          for (const e of batch) if (e.streamId === s) seen.push(e.type);
          if (seen.length >= 4) controller.abort();
        }
      })();
      await until(() => seen.length >= 2);
      await store.append(s, [event('After1')], 1n);
      await store.append(s, [event('After2')], 2n);
      await consumer;
      expect(seen).toEqual(['Before1', 'Before2', 'After1', 'After2']);
    });

    it('deletes a stream so it is gone from the stream and from $all', async () => {
      const s = stream('person');
      const keep = stream('other');
      await store.append(s, [event('UserRegistered', { email: 'ana@example.com' })], 'no_stream');
      await store.append(keep, [event('Kept')], 'no_stream');
      await store.deleteStream(s);
      expect(await store.readStream(s)).toEqual([]);
      const all = await store.readAll({ limit: 100_000 });
      expect(all.some((e) => e.streamId === s)).toBe(false);
      expect(all.some((e) => e.streamId === keep)).toBe(true);
    });
  });
}

export async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
