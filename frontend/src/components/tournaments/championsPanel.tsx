import type { PublicTournament } from '@rodada/events/contracts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons';
import { isPairFormat } from './tournamentText';

const PLACE_STYLES: Record<number, string> = {
  1: 'bg-ball text-brand-900',
  2: 'bg-slate-200 text-slate-800',
  3: 'bg-amber-100 text-amber-900',
};

/**
 * A finished single-table tournament leads with its top three places (players level on every
 * criterion share one), above everything else; a Super 16 / 32 leads with its podiums instead.
 * Ended early (`ended`: unplayed matches void) it crowns nobody: the same places, as places only.
 */
export function ChampionsPanel({ tournament }: { readonly tournament: PublicTournament }) {
  const { t } = useTranslation('tournaments');
  if (tournament.tournamentType === 'super_groups' || tournament.status !== 'completed') return null;
  const places = [1, 2, 3]
    .map((position) => ({ position, rows: tournament.ranking.filter((r) => r.position === position) }))
    .filter((place) => place.rows.length > 0);
  const labels = tournament.ended ? 'champions.endedEarly' : 'champions';
  return (
    <section
      data-testid="champions"
      data-ended-early={tournament.ended}
      className="rounded-2xl border border-brand-200 bg-gradient-to-br from-brand-700 to-brand-800 p-4 text-white shadow-md sm:p-5"
    >
      <h2 className="flex items-center gap-2 text-sm font-semibold tracking-wide uppercase opacity-90">
        <Icon name="trophy" className="size-5 text-ball" />
        {t(`${labels}.title`)}
      </h2>
      <ol className="mt-3 grid gap-2 sm:grid-cols-3">
        {places.map(({ position, rows }) => (
          <li
            key={position}
            data-testid="champions-place"
            data-position={position}
            className="flex items-center gap-3 rounded-xl bg-white/10 p-3"
          >
            <span
              className={`flex size-9 shrink-0 items-center justify-center rounded-full text-base font-extrabold ${PLACE_STYLES[position]}`}
            >
              {position}
            </span>
            <div className="min-w-0">
              <p className="text-xs font-semibold opacity-80">
                {t(`${labels}.places.${position}`)} · {t('ties.points', { count: rows[0]!.points })}
              </p>
              <p data-testid="champions-names" className="text-lg leading-snug font-bold break-words">
                {rows.map((r) => r.playerName).join(isPairFormat(tournament.tournamentType) ? ' · ' : ', ')}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
