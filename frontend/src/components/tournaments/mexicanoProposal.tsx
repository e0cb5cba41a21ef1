import { AMERICANO_MAX_PLAYERS, AMERICANO_MIN_PLAYERS, mexicanoRoundRange } from '@rodada/events/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../ui/field';

/**
 * The Mexicano's part of the creation screen: the rule in one line, the planned rounds (players − 1
 * unless the organiser says otherwise) and what each round takes with the names typed.
 */
export function MexicanoProposal({
  players,
  courts,
  roundsField,
  roundsError,
}: {
  readonly players: number;
  readonly courts: number;
  readonly roundsField: UseFormRegisterReturn;
  readonly roundsError: string | undefined;
}) {
  const { t } = useTranslation('mexicano');
  const inRange = players >= AMERICANO_MIN_PLAYERS && players <= AMERICANO_MAX_PLAYERS;
  if (!inRange)
    return (
      <p data-testid="mexicano-plan" className="rounded-xl bg-slate-50 p-3 text-sm text-slate-600">
        {players < AMERICANO_MIN_PLAYERS
          ? t('create.tooFew', { min: AMERICANO_MIN_PLAYERS })
          : t('create.tooMany', { max: AMERICANO_MAX_PLAYERS })}
      </p>
    );
  const range = mexicanoRoundRange(players);
  const matches = Math.floor(players / 4);
  return (
    <div className="grid gap-4">
      <p data-testid="mexicano-rule" className="text-sm text-slate-700">
        {t('rule')}
      </p>
      <TextField
        label={t('create.rounds')}
        hint={t('create.roundsHint', { max: range.max, default: players - 1 })}
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max}
        placeholder={String(players - 1)}
        error={roundsError}
        data-testid="mexicano-rounds"
        {...roundsField}
      />
      <section data-testid="mexicano-plan" className="grid gap-2 rounded-xl bg-brand-50/60 p-3">
        <h3 className="text-sm font-bold text-slate-900">{t('create.planTitle')}</h3>
        <p data-testid="mexicano-figures" className="text-sm text-slate-800">
          {[
            t('create.courtsFigure', { count: courts }),
            t('create.matchesFigure', { count: matches }),
            t('create.slotsFigure', { count: Math.ceil(matches / courts) }),
            t('create.restingFigure', { count: players % 4 }),
          ].join(' · ')}
        </p>
      </section>
    </div>
  );
}
