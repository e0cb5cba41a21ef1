import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  readonly title: string;
  readonly description?: string;
  readonly variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  readonly id: number;
  readonly open: boolean;
  /** When it was shown (`performance.now()`), so a change of page can tell whose toast it is. */
  readonly shownAt: number;
}

/** Spec section 9: one toast at a time, 5 s on screen, a dismissed toast is dropped after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export const toastsAtom = atom<readonly ToastItem[]>([]);

let nextId = 1;

export const showToastAtom = atom(null, (get, set, input: ToastInput) => {
  const item: ToastItem = { ...input, id: nextId++, open: true, shownAt: performance.now() };
  set(toastsAtom, [item, ...get(toastsAtom)].slice(0, TOAST_LIMIT));
});

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).map((item) => (item.id === id ? { ...item, open: false } : item)),
  );
  setTimeout(() => removeToast(id), TOAST_REMOVE_DELAY_MS);
  function removeToast(toastId: number) {
    set(
      toastsAtom,
      get(toastsAtom).filter((item) => item.id !== toastId),
    );
  }
});

/** Closes every open toast shown before `time` (a `performance.now()` reading). */
export const dismissToastsShownBeforeAtom = atom(null, (get, set, time: number) => {
  for (const item of get(toastsAtom)) if (item.open && item.shownAt < time) set(dismissToastAtom, item.id);
});

/**
 * `toast({ title, description, variant })` shows a notification; texts come already translated.
 * `dismissAll()` closes what is on screen, for a screen whose state has moved past it (the right
 * code after a wrong one).
 */
export function useToast(): { toast: (input: ToastInput) => void; dismissAll: () => void } {
  const show = useSetAtom(showToastAtom);
  const dismissShownBefore = useSetAtom(dismissToastsShownBeforeAtom);
  const toast = useCallback((input: ToastInput) => show(input), [show]);
  const dismissAll = useCallback(() => dismissShownBefore(Number.POSITIVE_INFINITY), [dismissShownBefore]);
  return { toast, dismissAll };
}
