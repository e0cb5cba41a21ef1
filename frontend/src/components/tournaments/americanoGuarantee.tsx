import type { AmericanoGuarantee, ScheduleFiguresBody } from '@rodada/events/contracts';
import { useTranslation } from 'react-i18next';

/** A whole draw's guarantee (`americanoPlan`) or one read back from a tournament's stored figures. */
export type GuaranteeFigures = Pick<
  AmericanoGuarantee,
  'kind' | 'fullCycle' | 'partnerRepeats' | 'matches' | 'rests' | 'opponents'
> & { readonly rounds: number; readonly fullRounds: number };

/**
 * What an Americano's stored schedule gives, counted from its figures (never assumed from the
 * player count): exact when every pair partnered once and met twice as opponents.
 */
export function guaranteeFromFigures(
  figures: Pick<ScheduleFiguresBody, 'participants' | 'partners' | 'opponents'>,
  rounds: number,
  fullRounds: number,
): GuaranteeFigures {
  const spread = (values: readonly number[]) => ({ min: Math.min(...values), max: Math.max(...values) });
  const offDiagonal = (matrix: readonly (readonly number[])[]) =>
    matrix.flatMap((row, i) => row.filter((_, j) => j > i));
  const partners = offDiagonal(figures.partners);
  const opponents = offDiagonal(figures.opponents);
  const matches = figures.participants.map((p) => p.matches);
  const exact = partners.every((n) => n === 1) && opponents.every((n) => n === 2);
  return {
    kind: exact ? 'whist' : 'nearWhist',
    fullCycle: rounds === fullRounds,
    partnerRepeats: partners.reduce((sum, n) => sum + Math.max(0, n - 1), 0),
    matches: spread(matches),
    rests: spread(matches.map((n) => rounds - n)),
    opponents: spread(opponents),
    rounds,
    fullRounds,
  };
}

/** The guarantee in plain words, one line each: the exact whist promise, or the near-whist figures. */
export function guaranteeLines(
  guarantee: GuaranteeFigures,
  t: (key: string, values?: Record<string, unknown>) => string,
): string[] {
  const range = (key: 'matches' | 'rests', { min, max }: { min: number; max: number }) =>
    min === max
      ? t(`guarantee.${key}Equal`, { count: max })
      : t(`guarantee.${key}Range`, { min, count: max });
  if (guarantee.kind === 'whist' && guarantee.fullCycle)
    return [t('guarantee.whist'), ...(guarantee.rests.max > 0 ? [range('rests', guarantee.rests)] : [])];
  return [
    ...(guarantee.fullCycle
      ? []
      : [t('guarantee.prefix', { rounds: guarantee.rounds, full: guarantee.fullRounds })]),
    guarantee.partnerRepeats === 0
      ? t('guarantee.noRepeat')
      : t('guarantee.repeats', { count: guarantee.partnerRepeats }),
    range('matches', guarantee.matches),
    range('rests', guarantee.rests),
    t('guarantee.opponents', { ...guarantee.opponents }),
  ];
}

export function AmericanoGuaranteeList({
  guarantee,
  testId = 'americano-guarantee',
}: {
  readonly guarantee: GuaranteeFigures;
  readonly testId?: string;
}) {
  const { t } = useTranslation('americano');
  return (
    <ul data-testid={testId} className="grid gap-1 text-sm text-slate-700">
      {guaranteeLines(guarantee, t).map((line) => (
        <li key={line} className="flex items-start gap-2">
          <span aria-hidden className="text-brand-700">
            •
          </span>
          {line}
        </li>
      ))}
    </ul>
  );
}
