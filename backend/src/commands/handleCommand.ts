import {
  type AllPosition,
  type Command,
  type Decider,
  type DomainEvent,
  decodeRecorded,
  deriveId,
  type EventStore,
  type ExpectedRevision,
  encodeFor,
  WrongExpectedRevisionError,
} from '@rodada/events';

export interface CommandResult<State, Event> {
  readonly state: State;
  readonly newEvents: readonly Event[];
  /** Position of the last appended event, or null when the decision appended nothing. */
  readonly position: AllPosition | null;
}

export interface HandleOptions<State, C> {
  /** Runs on the loaded state before the decision: the slice's authorisation (throws to refuse). */
  readonly authorize?: (state: State, command: C) => void;
  readonly retries?: number;
}

/**
 * What the command would append to the stream as it stands, without appending it: throws the
 * decider's refusal. For a command whose refusals must be known before something irreversible
 * happens outside the store (an erasure shreds a key before its event is appended).
 */
export async function previewDecision<State, C extends Command, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, C, E>,
  command: C,
): Promise<readonly E[]> {
  return decider.decide(command, await loadState(store, streamId, decider));
}

/** A stream's state as the decider folds it (each event parsed and upcast): for reads that decide nothing. */
export async function loadState<State, C extends Command, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, C, E>,
): Promise<State> {
  const past = await store.readStream(streamId);
  return past.reduce(
    (s, recorded) => decider.evolve(s, decodeRecorded(recorded) as unknown as E),
    decider.initialState(),
  );
}

/**
 * The one command handler: load the stream (each event parsed and upcast), fold it, authorise,
 * decide, append with the expected revision and the command's metadata. On a concurrent write it
 * starts again from the fresh stream, so the decision always sees the latest state. Event ids are
 * derived from the command id, so the same command appended twice is stored once.
 */
export async function handleCommand<State, C extends Command, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, C, E>,
  command: C,
  options: HandleOptions<State, C> = {},
): Promise<CommandResult<State, E>> {
  // Enough for dozens of writers racing on one stream (an account during a rush of sign-ups and
  // spends) to each get through; the back-off below keeps the worst case around two seconds.
  const retries = options.retries ?? 25;
  for (let attempt = 0; ; attempt++) {
    const past = await store.readStream(streamId);
    const state = past.reduce(
      (s, recorded) => decider.evolve(s, decodeRecorded(recorded) as unknown as E),
      decider.initialState(),
    );
    options.authorize?.(state, command);
    const newEvents = decider.decide(command, state);
    if (newEvents.length === 0) return { state, newEvents, position: null };
    const last = past[past.length - 1];
    const expected: ExpectedRevision = last ? last.revision : 'no_stream';
    try {
      const result = await store.append(
        streamId,
        newEvents.map((event, i) => ({
          id: deriveId(command.metadata.commandId, streamId, i),
          ...encodeFor(streamId, event),
          metadata: { ...command.metadata },
        })),
        expected,
      );
      return { state: newEvents.reduce(decider.evolve, state), newEvents, position: result.position };
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError && attempt < retries) {
        // Jittered exponential back-off (capped), so writers racing on one stream stop colliding in lockstep.
        await new Promise((r) => setTimeout(r, Math.random() * Math.min(100, 4 * 2 ** attempt)));
        continue;
      }
      throw error;
    }
  }
}
