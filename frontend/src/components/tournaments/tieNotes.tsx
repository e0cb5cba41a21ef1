import type { ShownRankingRow } from '@rodada/events/contracts';
import { useTranslation } from 'react-i18next';
import { useScoring } from './scoring/scoringContext';

/** Players sharing one position, in the order the ranking lists them. */
export interface SharedPosition {
  readonly position: number;
  readonly rows: readonly ShownRankingRow[];
}

/**
 * The positions two or more players share once they have played: level on points, wins and game
 * balance (the ranking's three criteria), so nothing in the results separates them.
 */
export function sharedPositions(ranking: readonly ShownRankingRow[]): SharedPosition[] {
  const byPosition = new Map<number, ShownRankingRow[]>();
  for (const row of ranking) byPosition.set(row.position, [...(byPosition.get(row.position) ?? []), row]);
  return [...byPosition.entries()]
    .filter(([, rows]) => rows.length > 1 && rows[0]!.points > 0)
    .map(([position, rows]) => ({ position, rows }));
}

/**
 * Why players share a position, with the figures, and what decides it: nothing in a single table
 * (they share the place, listed alphabetically); where the tie straddles the Super Final's cut-off
 * (`cutoff`, a Super 16 / 32 group), an administrator.
 */
export function TieNotes({
  ranking,
  cutoff,
}: {
  readonly ranking: readonly ShownRankingRow[];
  readonly cutoff?: number;
}) {
  const { t, i18n } = useTranslation('tournaments');
  const scoring = useScoring();
  const shared = sharedPositions(ranking);
  if (shared.length === 0) return null;
  const list = new Intl.ListFormat(i18n.resolvedLanguage ?? i18n.language, { type: 'conjunction' });
  return (
    <ul data-testid="tie-notes" className="mt-3 grid gap-2 text-sm text-slate-700">
      {shared.map(({ position, rows }) => {
        const [first] = rows;
        const last = position + rows.length - 1;
        const straddles = cutoff !== undefined && position <= cutoff && last > cutoff;
        const balance = first!.gameBalance > 0 ? `+${first!.gameBalance}` : String(first!.gameBalance);
        return (
          <li
            key={position}
            data-testid="tie-note"
            data-position={position}
            className="rounded-xl border border-slate-200 bg-slate-50 px-3 py-2"
          >
            <p>
              {t(scoring.mode === 'games' ? 'ties.level' : 'scoring.tieLevel', {
                names: list.format(rows.map((r) => r.playerName)),
                position,
                points: t('ties.points', { count: first!.points }),
                wins: t('ties.wins', { count: first!.wins }),
                balance,
              })}
            </p>
            <p className="mt-0.5 text-slate-600">{straddles ? t('ties.decidedByAdmin') : t('ties.shared')}</p>
          </li>
        );
      })}
    </ul>
  );
}
