import type { PublicTournament } from '@rodada/events/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../ui/button';

// The organiser's ending, with its confirmation dialog (Radix, ~10 KB gzip), loads only where the
// actions show: the public board shows these rounds without them.
const EndTournamentAction = lazy(async () => ({
  default: (await import('./endTournamentAction')).EndTournamentAction,
}));

/** The Mexicano's rounds as the bodies carry them: the latest drawn and whether it is complete. */
export function mexicanoProgress(tournament: Pick<PublicTournament, 'matches' | 'rounds'>) {
  const drawn = Math.max(0, ...tournament.matches.map((m) => m.round));
  const complete = tournament.matches.filter((m) => m.round === drawn).every((m) => m.completed);
  return { drawn, planned: tournament.rounds, complete };
}

/**
 * Says where a Mexicano stands: the round drawn out of those planned, and that the next one is
 * drawn from the standings once this one is complete. For the owner, "one more round" (once the
 * latest round is complete) and "end".
 */
export function MexicanoRounds({
  tournament,
  actions,
}: {
  readonly tournament: Pick<PublicTournament, 'matches' | 'rounds' | 'ended' | 'tournamentType'>;
  readonly actions?: {
    readonly busy: boolean;
    readonly onMore: () => void;
    readonly onEnd: () => void;
  };
}) {
  const { t } = useTranslation('mexicano');
  if (tournament.tournamentType !== 'mexicano') return null;
  const { drawn, planned, complete } = mexicanoProgress(tournament);
  const waiting = drawn < planned && !tournament.ended;
  return (
    <section
      data-testid="mexicano-rounds"
      className="grid gap-3 rounded-2xl border border-rose-200 bg-rose-50/60 p-4 sm:flex sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p className="text-sm font-bold text-slate-900" data-testid="mexicano-progress">
          {t('rounds.progress', { drawn, planned })}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {tournament.ended ? null : waiting || !complete ? t('rounds.next') : t('rounds.allDrawn')}
        </p>
      </div>
      {actions && !tournament.ended ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClasses.secondary}
            disabled={actions.busy || !complete}
            title={complete ? undefined : t('rounds.incomplete', { round: drawn })}
            onClick={actions.onMore}
            data-testid="mexicano-more"
          >
            {t('rounds.more')}
          </button>
          <Suspense fallback={null}>
            <EndTournamentAction busy={actions.busy} onEnd={actions.onEnd} testId="mexicano-end" />
          </Suspense>
        </div>
      ) : null}
    </section>
  );
}
