import { type Match, MatchResultRequestSchema } from '@rodada/events/contracts';
import { useEffect, useId, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FORM_BEHAVIOUR, requestResolver } from '../../lib/forms';
import { useToast } from '../../state/toasts';
import { MatchSide, type ScoreFormProps } from './matchCard';
import { scoreEdit, showHeld, useRefusedBoxes } from './scoreBox';
import { scoreBoxOf, useScoring } from './scoring/scoringContext';

/**
 * The owner's score entry inside a match card: two boxes (one digit each in games mode, two in
 * points and timed modes, the second following the first in points mode) and the save button, on
 * react-hook-form over the shared MatchResultRequestSchema. Given to match cards through
 * `ScoreFormContext` by the screens that enter results.
 */
export function MatchScoreForm({ match, sides, onSave, onIncomplete, board, winner }: ScoreFormProps) {
  const { t } = useTranslation('tournaments');
  const { toast } = useToast();
  const scoring = useScoring();
  const box = scoreBoxOf(scoring);
  const { control, handleSubmit, reset, getValues, setValue, formState } = useForm({
    ...FORM_BEHAVIOUR,
    resolver: requestResolver(MatchResultRequestSchema, resultOf),
    defaultValues: draftOf(match),
  });
  const secondInput = useRef<HTMLInputElement | null>(null);
  const id = useId();

  // What the boxes were last filled with, and the version of the match it came from: a score typed
  // here is sent against that version, so a result another device saved meanwhile comes back as a
  // conflict instead of being overwritten.
  const shown = useRef<ScoreDraft>(draftOf(match));
  const basedOn = useRef(match.version);
  const latest = useRef(match);
  latest.current = match;
  const fill = (draft: ScoreDraft, version: number) => {
    reset(draft);
    shown.current = draft;
    basedOn.current = version;
  };
  const typing = () => !sameDraft(getValues(), shown.current);

  // A result saved elsewhere (another phone, a correction) replaces what the card shows, unless the
  // owner is typing a different score of their own: that draft stays, on the version it was typed
  // on. The version counts too, so choosing 'Usar o outro' after a conflict shows the other score
  // even when it equals the one this card was rendered from.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the server's score and version only
  useEffect(() => {
    const server = draftOf(match);
    if (typing() && !sameDraft(getValues(), server)) return;
    fill(server, match.version);
  }, [match.team1Score, match.team2Score, match.completed, match.version]);

  const tooHigh = scoring.mode === 'games' ? t('match.tooHigh') : t('scoring.tooHigh', { max: box.max });
  const { refused, refuse, accept } = useRefusedBoxes(() =>
    toast({ title: t('match.invalidTitle'), description: tooHigh, variant: 'destructive' }),
  );
  const anyRefused = refused.some(Boolean);

  // The shared schema checks the scores: a box holds at most one digit, so a refusal is a missing one.
  const save = handleSubmit(
    async ({ team1Score, team2Score }) => {
      await onSave(team1Score, team2Score, basedOn.current);
      // Sent (saved, refused, or waiting for the owner's choice in the conflict dialog): what was
      // typed is no longer a draft. If the server's answer is already here it fills the boxes;
      // otherwise they keep the typed score until it comes.
      const now = latest.current;
      if (now.version !== basedOn.current) fill(draftOf(now), now.version);
      else fill({ team1Score: String(team1Score), team2Score: String(team2Score) }, basedOn.current);
    },
    () => onIncomplete?.(),
  );

  return (
    <form onSubmit={save} noValidate className="grid gap-2">
      {([0, 1] as const).map((side) => {
        const names = sides[side];
        const won = winner === side + 1;
        const label = names.join(' / ');
        return (
          <MatchSide key={side} side={side} names={names} won={won} board={board}>
            <Controller
              control={control}
              name={SCORE_FIELDS[side]}
              render={({ field }) => (
                <input
                  ref={(element) => {
                    field.ref(element);
                    if (side === 1) secondInput.current = element;
                  }}
                  aria-invalid={refused[side] || undefined}
                  aria-describedby={refused[side] ? `${id}-too-high` : undefined}
                  id={`${id}-${side}`}
                  data-testid={`score-team${side + 1}`}
                  aria-label={t(scoring.mode === 'games' ? 'match.scoreFor' : 'scoring.scoreFor', {
                    team: label,
                  })}
                  inputMode="numeric"
                  pattern="[0-9]*"
                  autoComplete="off"
                  enterKeyHint={side === 0 ? 'next' : 'done'}
                  value={field.value}
                  onFocus={(event) => event.currentTarget.select()}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    const edit = scoreEdit(field.value, event.target.value, box.max);
                    showHeld(event.target, edit.digits);
                    if (edit.refused) return refuse(side);
                    accept(side);
                    if (edit.digits === field.value) return;
                    field.onChange(edit.digits);
                    // Points mode: the two scores add up to the total, so the other box follows.
                    const other = box.other(edit.digits);
                    if (other !== null) setValue(SCORE_FIELDS[1 - side]!, other);
                  }}
                  onKeyDown={(event) => {
                    // The first box's "next" key moves on; focus never jumps by itself, so the
                    // "0" of "10" typed in one box is refused there, never moved to the other.
                    if (side === 0 && event.key === 'Enter') {
                      event.preventDefault();
                      secondInput.current?.focus();
                    }
                  }}
                  className={`${box.digits > 1 ? 'h-12 w-16' : 'size-12'} shrink-0 rounded-xl border text-center text-2xl font-bold text-slate-900 tabular-nums shadow-sm outline-none transition focus:ring-4 ${
                    refused[side]
                      ? 'border-red-500 bg-red-50 focus:border-red-500 focus:ring-red-100'
                      : won
                        ? 'border-brand-400 bg-brand-50 focus:border-brand-500 focus:ring-brand-100'
                        : 'border-slate-300 bg-white focus:border-brand-500 focus:ring-brand-100'
                  }`}
                />
              )}
            />
          </MatchSide>
        );
      })}
      {anyRefused ? (
        <p id={`${id}-too-high`} role="alert" className="text-sm font-medium text-red-700">
          {t('match.invalidTitle')}: {tooHigh}
        </p>
      ) : null}
      <div className="mt-1 flex justify-end">
        <button
          type="submit"
          data-testid="save-score"
          disabled={formState.isSubmitting}
          className="inline-flex h-11 w-full items-center justify-center rounded-xl bg-brand-600 px-5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60 sm:w-auto"
        >
          {match.completed ? t('match.update') : t('match.save')}
        </button>
      </div>
    </form>
  );
}

/** The two score fields, in the order of the sides. */
const SCORE_FIELDS = ['team1Score', 'team2Score'] as const;

/** What the inputs hold: a digit, or '' while a score is not typed yet. */
interface ScoreDraft {
  readonly team1Score: string;
  readonly team2Score: string;
}

const sameDraft = (a: ScoreDraft, b: ScoreDraft) =>
  a.team1Score === b.team1Score && a.team2Score === b.team2Score;

function draftOf(match: Match): ScoreDraft {
  return {
    team1Score: match.team1Score === null ? '' : String(match.team1Score),
    team2Score: match.team2Score === null ? '' : String(match.team2Score),
  };
}

/** The result a draft stands for: a blank score is missing, not 0. */
function resultOf(draft: ScoreDraft) {
  const score = (digit: string) => (digit === '' ? undefined : Number(digit));
  return { team1Score: score(draft.team1Score), team2Score: score(draft.team2Score), completed: true };
}
