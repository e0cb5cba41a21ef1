import type { Match } from '@rodada/events/contracts';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The change actions a match card offers, given by a screen that may make changes (the owner's
 * view, the court tablet) while the tournament is not ended; absent on every read-only view.
 */
export interface ChangeActions {
  /** Start a walkover of this match: the side that was present is chosen next. */
  readonly walkover: (match: Match) => void;
  /** Start a change of one player (or pair): "Substituir" or "Retirar" (the player list). */
  readonly player: (playerId: string) => void;
  /** Start a late arrival ("Adicionar jogador"): only where the format takes one (Americano, Mexicano). */
  readonly addPlayer?: () => void;
}

export const ChangeActionsContext = createContext<ChangeActions | null>(null);

/** Whether a card offers "W.O.": a screen that makes changes, and a match with no result yet. */
export function canWalkOver(match: Pick<Match, 'completed' | 'walkover'>, ended: boolean): boolean {
  return !ended && !match.completed && !match.walkover;
}

/** The card's "W.O." button, when its screen makes changes and the match is still to play. */
export function WalkoverButton({
  match,
  ended = false,
  size = 'normal',
}: {
  readonly match: Match;
  readonly ended?: boolean;
  readonly size?: 'normal' | 'touch';
}) {
  const { t } = useTranslation('tournaments');
  const actions = useContext(ChangeActionsContext);
  if (!actions || !canWalkOver(match, ended)) return null;
  return (
    <button
      type="button"
      data-testid="match-walkover-action"
      onClick={() => actions.walkover(match)}
      aria-label={t('changes.walkover.action')}
      className={`rounded-xl border border-slate-200 bg-white font-semibold text-slate-600 transition hover:border-amber-300 hover:bg-amber-50 hover:text-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 ${
        size === 'touch'
          ? 'mt-3 min-h-14 w-full text-lg'
          : 'mt-2.5 min-h-11 w-full px-4 text-sm sm:ml-auto sm:block sm:w-auto'
      }`}
    >
      {t('changes.walkover.button')}
    </button>
  );
}
