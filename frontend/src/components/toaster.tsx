import { useAtomValue } from 'jotai';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { toastsAtom } from '../state/toasts';

const ToastRegion = lazy(async () => ({ default: (await import('./toastRegion')).ToastRegion }));

/** The key that focuses the notifications region (spec section 9). */
const REGION_HOTKEY = 'F8';

/**
 * The app's notifications. The Radix toast code (toastRegion.tsx) loads with the first toast, or
 * the first F8, and then stays: a spectator on the public board, who never sees a toast, does not
 * download it.
 */
export function ToastProvider({ children }: { readonly children: ReactNode }) {
  const toasts = useAtomValue(toastsAtom);
  const [wanted, setWanted] = useState<'no' | 'toast' | 'hotkey'>('no');
  if (wanted === 'no' && toasts.length > 0) setWanted('toast');

  useEffect(() => {
    if (wanted !== 'no') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.code === REGION_HOTKEY) setWanted('hotkey');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [wanted]);

  return (
    <>
      {children}
      {wanted === 'no' ? null : (
        <Suspense fallback={null}>
          <ToastRegion focus={wanted === 'hotkey'} />
        </Suspense>
      )}
    </>
  );
}
