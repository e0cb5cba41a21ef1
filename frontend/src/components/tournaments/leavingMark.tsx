import type { ShownRankingRow } from '@rodada/events/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type Marks = Pick<ShownRankingRow, 'leftAtSlot' | 'substituteFor' | 'standIn'>;

/**
 * A ranking row's leaving mark (issue 28): "saiu no jogo N" for a player who left (withdrawn or
 * replaced), "reserva até o jogo N" for a stand-in who played until the real entrant arrived late
 * (N: the last game before they came in), "substituto" for a substitute; null otherwise.
 */
export function leavingLabel(t: TFunction, row: Marks): string | null {
  if (row.leftAtSlot != null && row.standIn)
    return t('tournaments:leaving.standIn', { slot: row.leftAtSlot - 1 });
  if (row.leftAtSlot != null) return t('tournaments:leaving.leftAt', { slot: row.leftAtSlot });
  return row.substituteFor != null ? t('tournaments:leaving.substitute') : null;
}

/** The mark beside a name in the ranking table. */
export function LeavingMark({ row }: { readonly row: Marks }) {
  const { t } = useTranslation('tournaments');
  const label = leavingLabel(t, row);
  if (label === null) return null;
  return (
    <span
      data-testid="ranking-leaving"
      className="ml-2 inline-flex rounded-full bg-slate-100 px-1.5 py-0.5 align-middle text-[0.7rem] font-semibold whitespace-nowrap text-slate-700"
    >
      {label}
    </span>
  );
}
