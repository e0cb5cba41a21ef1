import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// What every club-TV page shares (a tournament's, a circuit's): the dark frame, type sized to the
// screen, the full-screen button, the faded-in stage, the progress bar and the place colours.

/**
 * Root font size on the TV: every rem-based size follows the screen, so the page is laid out once
 * (96 × 54 rem on a 16:9 screen) and fills a 1280×720 or a 1920×1080 TV alike, never scrolling.
 */
const TV_ROOT_FONT = 'clamp(8px, min(1.852vh, 1.042vw), 48px)';

const DARK_BACKDROP =
  'radial-gradient(ellipse 80% 60% at 50% 0%, color-mix(in oklab, var(--color-brand-700) 65%, transparent), transparent), var(--color-slate-950)';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The TV page's frame: dark, full height, never scrolling, its type sized to the screen. */
export function TvFrame({ children }: { readonly children: ReactNode }) {
  useEffect(() => {
    const root = document.documentElement;
    root.style.fontSize = TV_ROOT_FONT;
    return () => {
      root.style.fontSize = '';
    };
  }, []);
  return (
    <div
      data-testid="tv-page"
      className="flex h-dvh w-full flex-col overflow-hidden text-white"
      style={{ background: DARK_BACKDROP }}
    >
      {children}
    </div>
  );
}

/** The first three places' colours on a TV ranking: ball yellow, silver, bronze. */
export const PLACE_STYLES: Readonly<Record<number, string>> = {
  1: 'bg-ball text-brand-900',
  2: 'bg-slate-200 text-slate-800',
  3: 'bg-amber-200 text-amber-900',
};

/** "Tela cheia" while the page is not full screen (and the browser can make it so). */
export function FullscreenButton() {
  const { t } = useTranslation('tv');
  const [full, setFull] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const onChange = () => setFull(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  if (full || !document.fullscreenEnabled) return null;
  return (
    <button
      type="button"
      data-testid="tv-fullscreen"
      onClick={() => void document.documentElement.requestFullscreen().catch(() => undefined)}
      className="inline-flex h-10 items-center gap-2 rounded-full border border-white/25 bg-white/10 px-4 text-base font-semibold text-white transition hover:border-ball hover:text-ball focus-visible:outline-2 focus-visible:outline-ball"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden
      >
        <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t('fullscreen')}
    </button>
  );
}

/** The screen being shown, faded in (unless the viewer asks for less motion). */
export function Stage({ children }: { readonly children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!reducedMotion())
      ref.current?.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 400, easing: 'ease-out' });
  }, []);
  return (
    <main ref={ref} data-testid="tv-stage" className="min-h-0 flex-1 overflow-hidden px-8 py-5">
      {children}
    </main>
  );
}

/** A thin bar that fills until the next screen; with reduced motion it grows once a second. */
export function CycleProgress({ milliseconds }: { readonly milliseconds: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const easing = reducedMotion() ? `steps(${Math.max(1, Math.round(milliseconds / 1000))})` : 'linear';
    const animation = ref.current?.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], {
      duration: milliseconds,
      easing,
      fill: 'forwards',
    });
    return () => animation?.cancel();
  }, [milliseconds]);
  return (
    <div className="h-2 w-full bg-white/10" aria-hidden>
      <div ref={ref} data-testid="tv-progress" className="h-full origin-left scale-x-0 bg-ball" />
    </div>
  );
}

/** One dot per screen of the cycle; a click shows that screen. */
export function ScreenDots<S>({
  screens,
  keyOf,
  index,
  onPick,
  labelOf,
}: {
  readonly screens: readonly S[];
  readonly keyOf: (screen: S) => string;
  readonly index: number;
  readonly onPick: (index: number) => void;
  readonly labelOf: (screen: S) => string;
}) {
  const { t } = useTranslation('tv');
  return (
    <nav aria-label={t('screensLabel')} className="flex shrink-0 items-center gap-2" data-testid="tv-dots">
      {screens.map((screen, i) => (
        <button
          key={keyOf(screen)}
          type="button"
          aria-label={labelOf(screen)}
          aria-current={i === index || undefined}
          title={labelOf(screen)}
          onClick={() => onPick(i)}
          className="flex size-7 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-ball"
        >
          <span className={`block rounded-full ${i === index ? 'size-4 bg-ball' : 'size-3 bg-white/30'}`} />
        </button>
      ))}
      <span className="ml-3 text-base text-slate-500">{t('keysHint')}</span>
    </nav>
  );
}
