import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { ConflictChoice, QueuedScore } from '../../../lib/offline/scoreQueue';

const BIG_BUTTON = 'h-14 rounded-xl px-6 text-lg font-bold shadow-sm disabled:opacity-60';

/**
 * Two devices scored the same match: both scores side by side and a choice that must be made (no
 * cancel); nothing is recorded or dropped until then.
 */
export function ConflictDialog({
  entry,
  sides,
  onChoose,
}: {
  readonly entry: QueuedScore | undefined;
  readonly sides: readonly [readonly string[], readonly string[]] | undefined;
  readonly onChoose: (choice: ConflictChoice) => void;
}) {
  const { t } = useTranslation('tabletPlay');
  const current = entry?.conflict;
  return (
    <AlertDialog.Root open={entry !== undefined && current !== undefined}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content
          data-testid="conflict-dialog"
          className="fixed top-1/2 left-1/2 z-50 grid w-[min(44rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 gap-5 rounded-3xl bg-white p-6 shadow-2xl outline-none sm:p-8"
        >
          <AlertDialog.Title className="text-2xl font-extrabold text-slate-900">
            {t('conflict.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-base text-slate-600">
            {t('conflict.description')}
          </AlertDialog.Description>
          {entry && current ? (
            <div className="grid grid-cols-2 gap-4">
              <ScoreColumn
                testId="conflict-mine"
                title={t('conflict.mine')}
                scores={[entry.team1Score, entry.team2Score]}
                sides={sides}
                tone="border-brand-300 bg-brand-50"
              />
              <ScoreColumn
                testId="conflict-theirs"
                title={t('conflict.theirs')}
                scores={[current.team1Score, current.team2Score]}
                sides={sides}
                tone="border-amber-300 bg-amber-50"
              />
            </div>
          ) : null}
          <div className="grid grid-cols-2 gap-4">
            <button
              type="button"
              data-testid="conflict-keep-mine"
              onClick={() => onChoose('mine')}
              className={`${BIG_BUTTON} bg-brand-600 text-white`}
            >
              {t('conflict.keepMine')}
            </button>
            <button
              type="button"
              data-testid="conflict-use-theirs"
              onClick={() => onChoose('theirs')}
              className={`${BIG_BUTTON} border-2 border-slate-300 bg-white text-slate-800`}
            >
              {t('conflict.useTheirs')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function ScoreColumn({
  testId,
  title,
  scores,
  sides,
  tone,
}: {
  readonly testId: string;
  readonly title: string;
  readonly scores: readonly [number | null, number | null];
  readonly sides: readonly [readonly string[], readonly string[]] | undefined;
  readonly tone: string;
}) {
  return (
    <section data-testid={testId} className={`grid gap-3 rounded-2xl border-2 p-4 ${tone}`}>
      <h3 className="text-base font-bold tracking-wide text-slate-700 uppercase">{title}</h3>
      {scores.map((score, side) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the two sides are fixed positions
        <div key={side} className="flex items-center justify-between gap-3">
          <span className="min-w-0 text-base font-medium break-words text-slate-800">
            {sides?.[side === 0 ? 0 : 1].join(' / ')}
          </span>
          <span className="text-4xl font-extrabold text-slate-900 tabular-nums">{score ?? '–'}</span>
        </div>
      ))}
    </section>
  );
}

/** 'Encerrar torneio': irreversible, so it asks first. */
export function EndTournamentDialog({
  open,
  onOpenChange,
  pending,
  onConfirm,
}: {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly pending: boolean;
  readonly onConfirm: () => void;
}) {
  const { t } = useTranslation('tabletPlay');
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content
          data-testid="end-dialog"
          className="fixed top-1/2 left-1/2 z-50 grid w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 gap-5 rounded-3xl bg-white p-6 shadow-2xl outline-none sm:p-8"
        >
          <AlertDialog.Title className="text-2xl font-extrabold text-slate-900">
            {t('end.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-base leading-relaxed text-slate-600">
            {t('end.description')}
          </AlertDialog.Description>
          <div className="grid grid-cols-2 gap-4">
            <AlertDialog.Cancel className={`${BIG_BUTTON} border-2 border-slate-300 bg-white text-slate-800`}>
              {t('end.cancel')}
            </AlertDialog.Cancel>
            <button
              type="button"
              data-testid="confirm-end"
              disabled={pending}
              onClick={onConfirm}
              className={`${BIG_BUTTON} bg-red-600 text-white`}
            >
              {t('end.confirm')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
