import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons';

const PENDING_CARDS = '[data-testid="match-card"][data-completed="false"]';
/** Below Tailwind's `sm`: the widths this bar and the opening jump are for. */
const PHONE = '(max-width: 639.98px)';

function pendingCards(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(PENDING_CARDS)];
}

/** Smooth when asked for; the opening jump is instant, so the page opens where it should. */
function show(card: HTMLElement | undefined, behavior: ScrollBehavior = 'smooth'): void {
  card?.scrollIntoView({ block: 'start', behavior });
}

/**
 * Scoring from a phone between games: the owner view opens at the first match still to play (in
 * playing order, as the list shows them), and a bar at the bottom moves to the previous or next
 * match still to play. It reads the cards on the page, so it follows whatever list is shown (a
 * Super 16 / 32 group's tab, the Super Final). `revision` changes with every result, so the count
 * follows.
 */
export function PendingNavigator({ revision }: { readonly revision: number }) {
  const { t } = useTranslation('tournaments');
  const [pending, setPending] = useState(0);
  const current = useRef<string | null>(null);
  const opened = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read the cards whenever a result changes them
  useEffect(() => {
    const cards = pendingCards();
    setPending(cards.length);
    if (opened.current || cards.length === 0) return;
    opened.current = true;
    if (window.matchMedia(PHONE).matches) {
      current.current = cards[0]!.dataset.matchId ?? null;
      show(cards[0], 'instant');
    }
  }, [revision]);

  if (pending === 0) return null;
  const go = (step: 1 | -1) => {
    const cards = pendingCards();
    if (cards.length === 0) return;
    // From the match last shown, or the first one below the top of the screen.
    let at = cards.findIndex((card) => card.dataset.matchId === current.current);
    if (at === -1) {
      const below = cards.findIndex((card) => card.getBoundingClientRect().top >= 0);
      at = below === -1 ? cards.length : below;
      if (step === 1) at -= 1;
    }
    const next = cards[(at + step + cards.length) % cards.length]!;
    current.current = next.dataset.matchId ?? null;
    show(next);
  };
  return (
    <nav
      aria-label={t('pending.label')}
      data-testid="pending-navigator"
      className="fixed inset-x-0 bottom-0 z-40 flex items-center justify-between gap-2 border-t border-slate-200 bg-white/95 px-3 py-2 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur sm:hidden"
    >
      <button
        type="button"
        data-testid="previous-pending"
        onClick={() => go(-1)}
        className="inline-flex h-11 shrink-0 items-center gap-1 rounded-xl border border-slate-200 px-3 text-sm font-semibold whitespace-nowrap text-slate-700"
      >
        <Icon name="collapse" className="size-4" />
        {t('pending.previous')}
      </button>
      <span
        data-testid="pending-count"
        className="min-w-0 text-center text-xs leading-tight font-semibold text-slate-500"
      >
        {t('pending.count', { count: pending })}
      </span>
      <button
        type="button"
        data-testid="next-pending"
        onClick={() => go(1)}
        className="inline-flex h-11 shrink-0 items-center gap-1 rounded-xl bg-brand-600 px-3 text-sm font-semibold whitespace-nowrap text-white"
      >
        {t('pending.next')}
        <Icon name="collapse" className="size-4 rotate-180" />
      </button>
    </nav>
  );
}
