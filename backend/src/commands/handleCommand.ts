import { randomUUID } from 'node:crypto';
import {
  type AllPosition,
  type EventStore,
  type ExpectedRevision,
  type RecordedEvent,
  WrongExpectedRevisionError,
} from '@rodada/events';

/** A stream kind's business logic, Emmett-style: pure functions over plain events. */
export interface Decider<State, Command, Event extends { type: string; data: unknown }> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): readonly Event[];
}

export interface CommandResult<State, Event> {
  readonly state: State;
  readonly newEvents: readonly Event[];
  /** Position of the last appended event, or null when the decision appended nothing. */
  readonly position: AllPosition | null;
}

/**
 * Load the stream, fold it, decide, append with the expected revision; on a concurrent write,
 * start again from the fresh stream (a few times) so the decision always sees the latest state.
 */
export async function handleCommand<State, Command, Event extends { type: string; data: unknown }>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  options: { retries?: number; metadata?: Record<string, unknown> } = {},
): Promise<CommandResult<State, Event>> {
  // Enough for dozens of writers racing on one stream (an account during a rush of sign-ups and
  // spends) to each get through; the back-off below keeps the worst case around two seconds.
  const retries = options.retries ?? 25;
  for (let attempt = 0; ; attempt++) {
    const past = await store.readStream(streamId);
    const state = past.reduce((s, e) => decider.evolve(s, asEvent<Event>(e)), decider.initialState());
    const newEvents = decider.decide(command, state);
    if (newEvents.length === 0) return { state, newEvents, position: null };
    const last = past[past.length - 1];
    const expected: ExpectedRevision = last ? last.revision : 'no_stream';
    try {
      const result = await store.append(
        streamId,
        newEvents.map((e) => ({
          id: randomUUID(),
          type: e.type,
          data: e.data,
          metadata: options.metadata ?? {},
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

export function asEvent<Event>(recorded: RecordedEvent): Event {
  return { type: recorded.type, data: recorded.data } as Event;
}
