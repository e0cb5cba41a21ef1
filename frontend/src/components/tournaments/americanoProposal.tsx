import {
  AMERICANO_MAX_PLAYERS,
  AMERICANO_MIN_PLAYERS,
  type AmericanoPlan,
  americanoFullRounds,
  americanoPlan,
} from '@rodada/events/contracts';
import { useId, useMemo, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../ui/field';
import { AmericanoGuaranteeList } from './americanoGuarantee';
import { proposedRounds } from './proposedRounds';

/** An evening's usual figures: two hours, matches of about a quarter of an hour. */
const DEFAULT_MINUTES = 120;
const DEFAULT_MATCH_MINUTES = 15;

/** "2 courts · 4 rounds · 4 playing slots, about 60 min · 2 rest each round": what a plan takes. */
export function planFigures(
  t: (key: string, options: Record<string, unknown>) => string,
  plan: Pick<AmericanoPlan, 'players' | 'courts' | 'rounds' | 'order'>,
  matchMinutes: number = DEFAULT_MATCH_MINUTES,
): string {
  return [
    t('americano:create.courtsFigure', { count: plan.courts }),
    t('americano:create.roundsFigure', { count: plan.rounds }),
    t('americano:create.slotsFigure', {
      count: plan.order.length,
      minutes: plan.order.length * matchMinutes,
    }),
    t('americano:create.restingFigure', { count: plan.players % 4 }),
  ].join(' · ');
}

/**
 * The Americano's live proposal: from the names typed and the courts, the rounds that fit the time
 * available, the slots they take, who rests, and what the draw guarantees.
 */
export function AmericanoProposal({
  players,
  courts,
  rounds,
  onRounds,
  roundsField,
  roundsError,
}: {
  readonly players: number;
  readonly courts: number;
  readonly rounds: number | undefined;
  readonly onRounds: (rounds: number) => void;
  readonly roundsField: UseFormRegisterReturn;
  readonly roundsError: string | undefined;
}) {
  const { t } = useTranslation('americano');
  const [minutes, setMinutes] = useState(DEFAULT_MINUTES);
  const [matchMinutes, setMatchMinutes] = useState(DEFAULT_MATCH_MINUTES);
  const minutesId = useId();
  const matchId = useId();
  const inRange = players >= AMERICANO_MIN_PLAYERS && players <= AMERICANO_MAX_PLAYERS;
  const full = inRange ? americanoFullRounds(players) : 0;
  const proposal = useMemo(
    () => (inRange ? proposedRounds(players, courts, minutes, matchMinutes) : 0),
    [inRange, players, courts, minutes, matchMinutes],
  );
  const chosen = rounds !== undefined && rounds >= 1 && rounds <= full ? rounds : undefined;
  const plan = useMemo(
    // What will be drawn: the rounds typed, or the full cycle when left empty (as the server does).
    () => (inRange ? americanoPlan(players, courts, chosen ?? full) : undefined),
    [inRange, players, courts, chosen, full],
  );

  if (!inRange)
    return (
      <p data-testid="americano-plan" className="rounded-xl bg-slate-50 p-3 text-sm text-slate-600">
        {players < AMERICANO_MIN_PLAYERS
          ? t('create.tooFew', { min: AMERICANO_MIN_PLAYERS })
          : t('create.tooMany', { max: AMERICANO_MAX_PLAYERS })}
      </p>
    );

  const number = 'h-11 w-full rounded-xl border border-slate-300 px-3 text-base tabular-nums';
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold text-slate-900">{t('create.timeTitle')}</legend>
        <div className="grid grid-cols-2 gap-3">
          <label htmlFor={minutesId} className="grid gap-1 text-sm text-slate-700">
            {t('create.minutes')}
            <input
              id={minutesId}
              data-testid="americano-minutes"
              type="number"
              inputMode="numeric"
              min={1}
              value={minutes}
              onChange={(e) => setMinutes(Number(e.target.value))}
              className={number}
            />
          </label>
          <label htmlFor={matchId} className="grid gap-1 text-sm text-slate-700">
            {t('create.matchMinutes')}
            <input
              id={matchId}
              data-testid="americano-match-minutes"
              type="number"
              inputMode="numeric"
              min={1}
              value={matchMinutes}
              onChange={(e) => setMatchMinutes(Number(e.target.value))}
              className={number}
            />
          </label>
        </div>
        <p
          data-testid="americano-proposal"
          className="flex flex-wrap items-center gap-2 text-sm text-slate-700"
        >
          {proposal === 0
            ? t('create.noRoundFits', { minutes, matchMinutes })
            : t('create.proposal', { count: proposal })}
          {/* An empty box plays the full cycle: no button offers what it already plays. */}
          {proposal > 0 && proposal !== (chosen ?? full) ? (
            <button
              type="button"
              onClick={() => onRounds(proposal)}
              className="rounded-lg bg-brand-50 px-2.5 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-100"
            >
              {t('create.useProposal', { count: proposal })}
            </button>
          ) : null}
        </p>
      </fieldset>
      <TextField
        label={t('create.rounds')}
        hint={t('create.roundsHint', { max: full })}
        type="number"
        inputMode="numeric"
        min={1}
        max={full}
        placeholder={String(full)}
        error={roundsError}
        data-testid="americano-rounds"
        {...roundsField}
      />
      {plan ? (
        <section data-testid="americano-plan" className="grid gap-2 rounded-xl bg-brand-50/60 p-3">
          <h3 className="text-sm font-bold text-slate-900">{t('create.planTitle')}</h3>
          <p data-testid="americano-figures" className="text-sm text-slate-800">
            {planFigures(t, plan, matchMinutes)}
          </p>
          <AmericanoGuaranteeList
            guarantee={{ ...plan.guarantee, rounds: plan.rounds, fullRounds: plan.fullRounds }}
          />
        </section>
      ) : null}
    </div>
  );
}
