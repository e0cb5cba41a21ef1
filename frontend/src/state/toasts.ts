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
}

/** Spec section 9: one toast at a time, 5 s on screen, a dismissed toast is dropped after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export const toastsAtom = atom<readonly ToastItem[]>([]);

let nextId = 1;

const showToastAtom = atom(null, (get, set, input: ToastInput) => {
  const item: ToastItem = { ...input, id: nextId++, open: true };
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

/** `toast({ title, description, variant })` shows a notification; texts come already translated. */
export function useToast(): { toast: (input: ToastInput) => void } {
  const show = useSetAtom(showToastAtom);
  const toast = useCallback((input: ToastInput) => show(input), [show]);
  return { toast };
}
