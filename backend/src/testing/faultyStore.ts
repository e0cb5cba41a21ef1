import type { EventStore, EventToAppend } from '@rodada/events';

/** The failure a test injects: what a store error or a dying process looks like to the caller. */
export class InjectedFailure extends Error {
  constructor(readonly streamId: string) {
    super(`injected failure appending to ${streamId}`);
    this.name = 'InjectedFailure';
  }
}

/**
 * A real event store with a hook before every append, for tests of what a half-done write leaves
 * behind: the hook may throw (the store fails, or the process died), or wait (a slow process).
 * Reads and everything else go straight to the store underneath.
 */
export function beforeEachAppend(
  store: EventStore,
  hook: (streamId: string, events: readonly EventToAppend[]) => void | Promise<void>,
): EventStore {
  return {
    kind: store.kind,
    async append(streamId, events, expected) {
      await hook(streamId, events);
      return store.append(streamId, events, expected);
    },
    readStream: (streamId) => store.readStream(streamId),
    readAll: (options) => store.readAll(options),
    subscribeToAll: (options) => store.subscribeToAll(options),
    deleteStream: (streamId) => store.deleteStream(streamId),
    close: () => store.close(),
  };
}

/**
 * A process that dies at its `n`-th append (counting from 1): that append and every later one
 * fail, as nothing more is written after a `kill -9`.
 */
export function diesAtAppend(store: EventStore, n: number): EventStore {
  let appends = 0;
  return beforeEachAppend(store, (streamId) => {
    appends++;
    if (appends >= n) throw new InjectedFailure(streamId);
  });
}
