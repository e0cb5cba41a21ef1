import type { PublicTournament } from '@rodada/events/contracts';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../ui/button';

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
  const [confirming, setConfirming] = useState(false);
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
          <button
            type="button"
            className={buttonClasses.secondary}
            disabled={actions.busy}
            onClick={() => setConfirming(true)}
            data-testid="mexicano-end"
          >
            {t('rounds.end')}
          </button>
          <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
            <AlertDialog.Portal>
              <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
              <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl bg-white p-6 shadow-xl">
                <AlertDialog.Title className="text-lg font-bold text-slate-900">
                  {t('rounds.end')}
                </AlertDialog.Title>
                <AlertDialog.Description className="text-sm text-slate-600">
                  {t('rounds.confirmEnd')}
                </AlertDialog.Description>
                <div className="flex justify-end gap-2">
                  <AlertDialog.Cancel className={buttonClasses.secondary}>
                    {t('rounds.cancel')}
                  </AlertDialog.Cancel>
                  <AlertDialog.Action
                    className={buttonClasses.primary}
                    onClick={actions.onEnd}
                    data-testid="mexicano-end-confirm"
                  >
                    {t('rounds.end')}
                  </AlertDialog.Action>
                </div>
              </AlertDialog.Content>
            </AlertDialog.Portal>
          </AlertDialog.Root>
        </div>
      ) : null}
    </section>
  );
}
