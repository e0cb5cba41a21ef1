import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WalkoverButton } from '../../../components/tournaments/changes/changeActions';
import { shownScore } from '../../../components/tournaments/matchCard';
import { scoreEdit, showHeld, useRefusedBoxes } from '../../../components/tournaments/scoreBox';
import { scoreBoxOf, useScoring } from '../../../components/tournaments/scoring/scoringContext';
import { useToast } from '../../../state/toasts';
import type { TabletMatch } from './useTabletTournament';

export type SyncMark =
  | { readonly kind: 'synced' }
  | { readonly kind: 'syncing' }
  | { readonly kind: 'conflict' }
  | { readonly kind: 'failed'; readonly message: string };

interface TabletMatchCardProps {
  /** The match as this tablet shows it (queued scores applied). */
  readonly match: TabletMatch;
  readonly sides: readonly [readonly string[], readonly string[]];
  readonly sync: SyncMark;
  /** Absent on an ended tournament: read-only. */
  readonly onSave?: (team1Score: number, team2Score: number) => void;
  readonly onDismiss: () => void;
}

const SIDES = [0, 1] as const;

/** A box's draft as a score: blank counts as 0 on the tablet (spec section 7). */
export function draftScore(digits: string): number {
  return digits === '' ? 0 : Number(digits);
}

const draftOf = (score: number | null) => (score === null ? '' : String(score));

/**
 * One match at the court, for wet fingers at arm's length: each side's names over a row of
 * −, the digit and +, every target at least 56 px, and a full-width save.
 */
export function TabletMatchCard({ match, sides, sync, onSave, onDismiss }: TabletMatchCardProps) {
  const { t } = useTranslation(['tabletPlay', 'tournaments']);
  const { toast } = useToast();
  const id = useId();
  const scoring = useScoring();
  const box = scoreBoxOf(scoring);
  const tooHigh =
    scoring.mode === 'games' ? t('match.tooHigh') : t('tournaments:scoring.tooHigh', { max: box.max });
  const [draft, setDraft] = useState(() => [draftOf(match.team1Score), draftOf(match.team2Score)]);
  // A score landing from elsewhere (the queue, another device) replaces what the boxes show.
  useEffect(
    () => setDraft([draftOf(match.team1Score), draftOf(match.team2Score)]),
    [match.team1Score, match.team2Score],
  );
  const { refused, refuse, accept } = useRefusedBoxes(() =>
    toast({ title: t('match.invalidTitle'), description: tooHigh, variant: 'destructive' }),
  );
  // Points mode: the two scores add up to the total, so the other box follows.
  const setSide = (side: 0 | 1, digits: string) => {
    accept(side);
    const other = box.other(digits);
    setDraft((old) => {
      const next = [old[0] ?? '', old[1] ?? ''];
      next[side] = digits;
      if (other !== null) next[1 - side] = other;
      return next;
    });
  };
  const step = (side: 0 | 1, delta: number) =>
    setSide(side, String(Math.min(box.max, Math.max(0, draftScore(draft[side] ?? '') + delta))));

  const save = () => {
    onSave?.(draftScore(draft[0] ?? ''), draftScore(draft[1] ?? ''));
  };

  // A walkover takes no score (it is undone first): it reads as "W.O.", never as digits.
  const editable = onSave !== undefined && !match.walkover && !match.void;
  const winner =
    match.completed && match.team1Score !== null && match.team2Score !== null
      ? Math.sign(match.team1Score - match.team2Score)
      : null;

  return (
    <article
      data-testid="tablet-match"
      data-match-id={match.id}
      data-sync={sync.kind}
      className={`flex flex-col rounded-2xl border bg-white p-4 shadow-sm ${
        sync.kind === 'conflict' || sync.kind === 'failed'
          ? 'border-red-300 ring-2 ring-red-100'
          : sync.kind === 'syncing'
            ? 'border-amber-300 ring-2 ring-amber-100'
            : 'border-slate-200'
      }`}
    >
      <header className="mb-3 flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <p className="text-sm font-semibold whitespace-nowrap text-slate-500">
          {t('match.place', { court: match.court, round: match.round })}
        </p>
        <Badge match={match} sync={sync} />
      </header>
      <div className="grid flex-1 gap-3">
        {SIDES.map((side) => {
          const names = sides[side].join(' / ');
          const won = winner === (side === 0 ? 1 : -1);
          const value = draft[side] ?? '';
          return (
            <div key={side} className="grid gap-1.5">
              <p
                data-testid={`side-${side + 1}`}
                className={`text-lg leading-tight break-words ${won ? 'font-bold text-slate-900' : 'font-medium text-slate-700'}`}
              >
                {names}
              </p>
              {editable ? (
                <div className="grid grid-cols-[3.5rem_1fr_3.5rem] gap-2">
                  <StepButton label={t('match.decrease', { team: names })} onClick={() => step(side, -1)}>
                    −
                  </StepButton>
                  <input
                    id={`${id}-${side}`}
                    data-testid={`score-team${side + 1}`}
                    aria-label={
                      scoring.mode === 'games'
                        ? t('match.scoreFor', { team: names })
                        : t('tournaments:scoring.scoreFor', { team: names })
                    }
                    aria-invalid={refused[side] || undefined}
                    inputMode="numeric"
                    pattern="[0-9]*"
                    autoComplete="off"
                    placeholder="0"
                    value={value}
                    onFocus={(event) => event.currentTarget.select()}
                    onChange={(event) => {
                      const edit = scoreEdit(value, event.target.value, box.max);
                      showHeld(event.target, edit.digits);
                      if (edit.refused) refuse(side);
                      else setSide(side, edit.digits);
                    }}
                    className={`h-14 w-full min-w-0 rounded-xl border-2 text-center text-3xl font-extrabold text-slate-900 tabular-nums outline-none placeholder:text-slate-300 focus:ring-4 ${
                      refused[side]
                        ? 'border-red-500 bg-red-50 focus:ring-red-100'
                        : 'border-slate-300 bg-white focus:border-brand-500 focus:ring-brand-100'
                    }`}
                  />
                  <StepButton label={t('match.increase', { team: names })} onClick={() => step(side, 1)}>
                    +
                  </StepButton>
                </div>
              ) : (
                <span
                  data-testid={`score-team${side + 1}`}
                  className={`flex h-14 items-center justify-center rounded-xl text-3xl font-extrabold tabular-nums ${
                    won ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-800'
                  }`}
                >
                  {shownScore(match, side, t('tournaments:match.walkover'))}
                </span>
              )}
            </div>
          );
        })}
        {refused.some(Boolean) ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {t('match.invalidTitle')}: {tooHigh}
          </p>
        ) : null}
        {sync.kind === 'failed' ? (
          <div role="alert" className="grid gap-2 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
            <p>{t('match.failed', { message: sync.message })}</p>
            <button
              type="button"
              onClick={onDismiss}
              className="h-12 rounded-xl border border-red-300 bg-white font-semibold"
            >
              {t('match.dismiss')}
            </button>
          </div>
        ) : null}
      </div>
      {editable ? (
        <button
          type="button"
          data-testid="save-score"
          onClick={save}
          className="mt-4 min-h-14 w-full rounded-xl bg-brand-600 px-4 py-2 text-lg leading-tight font-bold text-white shadow-sm transition active:scale-[0.98] hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          {match.completed ? t('match.update') : t('match.save')}
        </button>
      ) : null}
      {sync.kind === 'synced' ? <WalkoverButton match={match} size="touch" /> : null}
    </article>
  );
}

function StepButton({ label, onClick, children }: { label: string; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="h-14 rounded-xl border-2 border-slate-200 bg-slate-50 text-3xl font-bold text-slate-700 select-none active:bg-slate-200"
    >
      {children}
    </button>
  );
}

function Badge({ match, sync }: { readonly match: TabletMatch; readonly sync: SyncMark }) {
  const { t } = useTranslation('tabletPlay');
  const [style, text] =
    sync.kind === 'syncing'
      ? ['bg-amber-100 text-amber-900', t('match.syncing')]
      : sync.kind === 'conflict'
        ? ['bg-red-100 text-red-800', t('match.conflict')]
        : sync.kind === 'failed'
          ? ['bg-red-100 text-red-800', t('match.notSent')]
          : match.void
            ? ['bg-slate-200 text-slate-700', t('tournaments:match.void')]
            : match.walkover
              ? ['bg-amber-50 text-amber-900', t('tournaments:match.walkover')]
              : match.completed
                ? match.isDraw
                  ? ['bg-sky-50 text-sky-800', t('match.draw')]
                  : ['bg-brand-50 text-brand-800', t('match.completed')]
                : ['bg-slate-100 text-slate-600', t('match.pending')];
  return (
    <span
      data-testid={sync.kind === 'syncing' ? 'sync-pending' : 'match-status'}
      className={`rounded-full px-2.5 py-1 text-sm font-semibold whitespace-nowrap ${style}`}
    >
      {text}
    </span>
  );
}
