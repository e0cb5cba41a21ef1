import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { dismissToastsShownBeforeAtom, toastsAtom } from '../state/toasts';

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
  useScreenBoundToasts();

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

/**
 * A toast goes when the screen it was shown on goes: another page (not another query string of the
 * same page, such as a filter) closes the toasts the person has acted after (a tap, a key, the
 * browser's back or forward). A toast shown as the page changes ('Super 8 Criado!', then the
 * tournament) had nothing done after it, so it comes along to the next page.
 */
function useScreenBoundToasts() {
  const { pathname } = useLocation();
  const dismissShownBefore = useSetAtom(dismissToastsShownBeforeAtom);
  const lastInput = useRef(Number.NEGATIVE_INFINITY);
  const shownOn = useRef(pathname);

  useEffect(() => {
    const acted = () => {
      lastInput.current = performance.now();
    };
    document.addEventListener('pointerdown', acted, true);
    document.addEventListener('keydown', acted, true);
    window.addEventListener('popstate', acted);
    return () => {
      document.removeEventListener('pointerdown', acted, true);
      document.removeEventListener('keydown', acted, true);
      window.removeEventListener('popstate', acted);
    };
  }, []);

  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    dismissShownBefore(lastInput.current);
  }, [pathname, dismissShownBefore]);
}
