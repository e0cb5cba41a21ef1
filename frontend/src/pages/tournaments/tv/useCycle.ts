import { useCallback, useEffect, useRef, useState } from 'react';
import { indexAfterChange, stepIndex } from '../../../lib/tvCycle';

interface Cycle<S> {
  readonly screen: S;
  readonly index: number;
  /** Counts every change of screen, so the progress bar restarts even on a cycle of one. */
  readonly turn: number;
  readonly milliseconds: number;
  readonly goTo: (index: number) => void;
}

/**
 * Which screen a club TV shows: the next one when its time is up, or the one picked with ← → or a
 * dot. `keyOf` names a screen, so a new list of screens (a push) keeps the one being shown.
 */
export function useCycle<S>(
  screens: readonly S[],
  keyOf: (screen: S) => string,
  millisecondsOf: (screen: S) => number,
): Cycle<S> {
  const [at, setAt] = useState({ key: keyOf(screens[0]!), index: 0, turn: 0 });
  const screensRef = useRef(screens);
  screensRef.current = screens;
  const keyOfRef = useRef(keyOf);
  keyOfRef.current = keyOf;
  const index = indexAfterChange(screens.map(keyOf), at.key, at.index);
  const screen = screens[index]!;
  const milliseconds = millisecondsOf(screen);

  const move = useCallback((pick: (length: number, current: number) => number) => {
    setAt((previous) => {
      const keys = screensRef.current.map(keyOfRef.current);
      const target = pick(keys.length, indexAfterChange(keys, previous.key, previous.index));
      return { key: keys[target]!, index: target, turn: previous.turn + 1 };
    });
  }, []);
  const goTo = useCallback((target: number) => move(() => target), [move]);

  const key = keyOf(screen);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new screen or a new turn restarts the clock
  useEffect(() => {
    const timer = window.setTimeout(
      () => move((length, current) => stepIndex(length, current, 1)),
      milliseconds,
    );
    return () => window.clearTimeout(timer);
  }, [key, at.turn, milliseconds, move]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const step =
        event.key === 'ArrowRight' || event.key === 'PageDown'
          ? 1
          : event.key === 'ArrowLeft' || event.key === 'PageUp'
            ? -1
            : 0;
      if (step === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      move((length, current) => stepIndex(length, current, step));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [move]);

  return { screen, index, turn: at.turn, milliseconds, goTo };
}
