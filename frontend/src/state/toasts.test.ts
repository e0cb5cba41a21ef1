import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { dismissToastsShownBeforeAtom, showToastAtom, toastsAtom } from './toasts';

describe('toasts', () => {
  it('closes a toast shown before the moment given, and keeps one shown after it', () => {
    const store = createStore();
    store.set(showToastAtom, { title: 'Código Inválido', variant: 'destructive' });
    const [wrongCode] = store.get(toastsAtom);
    store.set(dismissToastsShownBeforeAtom, wrongCode!.shownAt - 1);
    expect(store.get(toastsAtom).map((item) => item.open)).toEqual([true]);
    store.set(dismissToastsShownBeforeAtom, wrongCode!.shownAt + 1);
    expect(store.get(toastsAtom).map((item) => [item.title, item.open])).toEqual([
      ['Código Inválido', false],
    ]);
  });

  it('shows one toast at a time, the newest', () => {
    const store = createStore();
    store.set(showToastAtom, { title: 'first' });
    store.set(showToastAtom, { title: 'second' });
    expect(store.get(toastsAtom).map((item) => item.title)).toEqual(['second']);
  });
});
