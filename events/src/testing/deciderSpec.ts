import { expect } from 'vitest';

interface SpecDecider<State, Command, Event> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): readonly Event[];
}

/** `given(past events).when(command).thenEmits(new events)` or `.thenThrows(code)`. */
export function deciderSpec<State, Command, Event>(decider: SpecDecider<State, Command, Event>) {
  return (given: readonly Event[]) => ({
    when: (command: Command) => {
      const run = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState()));
      return {
        thenEmits: (expected: readonly Event[]) => expect(run()).toEqual(expected),
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
