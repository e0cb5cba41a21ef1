import { useAtomValue, useSetAtom } from 'jotai';
import { Toast } from 'radix-ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToastAtom, TOAST_DURATION_MS, toastsAtom } from '../state/toasts';

const VARIANT_CLASSES = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-600 bg-red-600 text-white',
} as const;

/**
 * Spec section 9: 5 s toasts, swipe right past 50 px to dismiss, F8 focuses the region. Loaded by
 * `ToastProvider` (toaster.tsx) with the first toast or the first F8, which `focus` passes on.
 */
export function ToastRegion({ focus }: { readonly focus: boolean }) {
  const { t } = useTranslation();
  const toasts = useAtomValue(toastsAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  const viewport = useRef<HTMLOListElement>(null);
  const top = useHeaderClearance(toasts.some((item) => item.open));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the F8 that loaded the region, once
  useEffect(() => {
    if (focus) viewport.current?.focus();
  }, []);

  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label={t('toast.label')}
    >
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
          className={`toast-root relative flex items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg ${VARIANT_CLASSES[item.variant ?? 'default']}`}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.description ? (
              <Toast.Description className="text-sm">{item.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label={t('toast.close')}
            className="absolute top-2 right-2 rounded-md p-1 opacity-70 transition hover:opacity-100 focus-visible:outline-2"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        ref={viewport}
        hotkey={['F8']}
        label={t('toast.region')}
        // Toasts sit at the top, just below the page's header: clear of its controls (credits, language, user
        // menu; the tablet's network state), of the score fields a phone or a court tablet scrolls to (cards
        // scroll into view below them) and of the phone's "next match" bar at the bottom.
        style={{ top }}
        className="fixed right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-3 outline-none sm:p-4"
      />
    </Toast.Provider>
  );
}

/**
 * Where the toasts start: below the page's own header (the first `header`, the layout's) while it
 * is at the top of the screen, at the very top once it has scrolled away. Measured while a toast is
 * open, again as the page scrolls, resizes or fills in (a page still loading has no header yet).
 */
function useHeaderClearance(open: boolean): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    if (!open) return;
    const measure = () => {
      const box = document.querySelector('header')?.getBoundingClientRect();
      setTop(box && box.top <= 1 ? Math.max(0, Math.round(box.bottom)) : 0);
    };
    measure();
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    const resized = new ResizeObserver(later);
    resized.observe(document.body);
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }, [open]);
  return top;
}
