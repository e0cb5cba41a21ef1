import { useState } from 'react';

/**
 * What a score box holds after an edit, from what it `held` and what it would show now (`typed`):
 * digits only (anything else is ignored), at most `max` (9 in games mode: one digit). A digit too
 * many, or a score above `max`, is refused (decisions: 'Placar inválido'): the box keeps what it
 * held, `refused` says so, and the digit never becomes the other team's score.
 */
export function scoreEdit(
  held: string,
  typed: string,
  max = 9,
): { readonly digits: string; readonly refused: boolean } {
  const digits = typed.replace(/[^0-9]/g, '');
  const tooMany = digits.length > String(max).length || Number(digits) > max;
  return tooMany ? { digits: held, refused: true } : { digits, refused: false };
}

/**
 * Puts what the box holds back on screen at once when an edit is ignored or refused ("a", a second
 * digit): the renderer (Preact) leaves a controlled input as typed when its state does not change.
 */
export function showHeld(box: HTMLInputElement, digits: string): void {
  if (box.value !== digits) box.value = digits;
}

type Side = 0 | 1;

/**
 * Which of a match's two boxes last refused a second digit: it says 'Placar inválido' until its
 * next accepted edit. `onRefused` runs when a box starts refusing (the screen's toast), not on
 * every further key.
 */
export function useRefusedBoxes(onRefused: () => void) {
  const [refused, setRefused] = useState<readonly [boolean, boolean]>([false, false]);
  const mark = (side: Side, value: boolean) =>
    setRefused((old) => (old[side] === value ? old : side === 0 ? [value, old[1]] : [old[0], value]));
  return {
    refused,
    refuse: (side: Side) => {
      if (!refused[side]) onRefused();
      mark(side, true);
    },
    accept: (side: Side) => mark(side, false),
  };
}
