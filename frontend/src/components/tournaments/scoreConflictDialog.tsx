import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { ConflictChoice } from '../../lib/offline/scoreQueue';

const BIG_BUTTON = 'h-14 rounded-xl px-6 text-lg font-bold shadow-sm disabled:opacity-60';

type Score = readonly [number | null, number | null];

/** A score this device tried to record, refused because another device changed the match first. */
export interface ScoreConflict {
  readonly mine: { readonly team1Score: number; readonly team2Score: number };
  /** What the match holds now (the 409 body's `current`). */
  readonly theirs: { readonly team1Score: number | null; readonly team2Score: number | null };
}

/**
 * Two devices scored the same match (court tablet and owner's screen alike): both scores side by
 * side and a choice that must be made (no cancel); nothing is recorded or dropped until then.
 */
export function ScoreConflictDialog({
  conflict,
  sides,
  busy = false,
  onChoose,
}: {
  readonly conflict: ScoreConflict | undefined;
  readonly sides: readonly [readonly string[], readonly string[]] | undefined;
  /** The chosen score is on its way: both buttons wait. */
  readonly busy?: boolean;
  readonly onChoose: (choice: ConflictChoice) => void;
}) {
  const { t } = useTranslation('tournaments');
  return (
    <AlertDialog.Root open={conflict !== undefined}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content
          data-testid="conflict-dialog"
          className="fixed top-1/2 left-1/2 z-50 grid w-[min(44rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 gap-5 rounded-3xl bg-white p-6 shadow-2xl outline-none sm:p-8"
        >
          <AlertDialog.Title className="text-2xl font-extrabold text-slate-900">
            {t('scoreConflict.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-base text-slate-600">
            {t('scoreConflict.description')}
          </AlertDialog.Description>
          {conflict ? (
            <div className="grid grid-cols-2 gap-4">
              <ScoreColumn
                testId="conflict-mine"
                title={t('scoreConflict.mine')}
                scores={[conflict.mine.team1Score, conflict.mine.team2Score]}
                sides={sides}
                tone="border-brand-300 bg-brand-50"
              />
              <ScoreColumn
                testId="conflict-theirs"
                title={t('scoreConflict.theirs')}
                scores={[conflict.theirs.team1Score, conflict.theirs.team2Score]}
                sides={sides}
                tone="border-amber-300 bg-amber-50"
              />
            </div>
          ) : null}
          <div className="grid grid-cols-2 gap-4">
            <button
              type="button"
              data-testid="conflict-keep-mine"
              disabled={busy}
              onClick={() => onChoose('mine')}
              className={`${BIG_BUTTON} bg-brand-600 text-white`}
            >
              {t('scoreConflict.keepMine')}
            </button>
            <button
              type="button"
              data-testid="conflict-use-theirs"
              disabled={busy}
              onClick={() => onChoose('theirs')}
              className={`${BIG_BUTTON} border-2 border-slate-300 bg-white text-slate-800`}
            >
              {t('scoreConflict.useTheirs')}
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
  readonly scores: Score;
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
