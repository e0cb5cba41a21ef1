import { expect } from 'vitest';
import type { Actor, Command, CommandMetadata, Decider, DomainEvent } from '../messages';

/** Fixed metadata for specs: a clock and an actor that a test can override. */
export function metadataFor(overrides: Partial<CommandMetadata> = {}): CommandMetadata {
  return {
    actor: { kind: 'user', id: '00000000-0000-4000-8000-0000000000a1' },
    at: '2026-11-23T20:00:00.000Z',
    commandId: '00000000-0000-4000-8000-00000000c0de',
    correlationId: '00000000-0000-4000-8000-00000000c0de',
    ...overrides,
  };
}

/** Builds a command as data: `command('RecordScore', { … }, { actor })`. */
export function command<C extends Command>(
  type: C['type'],
  data: C['data'],
  metadata: Partial<CommandMetadata> & { actor?: Actor } = {},
): C {
  return { type, data, metadata: metadataFor(metadata) } as C;
}

/** `given(past events).when(command).then(new events)`, `.thenNothing()` or `.thenThrows(code)`. */
export function deciderSpec<State, C extends Command, E extends DomainEvent>(decider: Decider<State, C, E>) {
  return (given: readonly E[]) => ({
    when: (command: C) => {
      const run = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState()));
      return {
        // biome-ignore lint/suspicious/noThenProperty: the spec reads given/when/then; it is never awaited
        then: (expected: readonly E[]) => expect(run()).toEqual(expected),
        /** The command is accepted and changes nothing (a repeat, or already so). */
        thenNothing: () => expect(run()).toEqual([]),
        thenThrows: (code: string, params?: Record<string, unknown>) => {
          let thrown: unknown;
          try {
            run();
          } catch (error) {
            thrown = error;
          }
          expect(thrown).toMatchObject(params ? { code, params } : { code });
        },
      };
    },
  });
}
