import type { PublicCircuit } from '@rodada/events/contracts';
import { formatDate } from '@rodada/events/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../tournaments/statusBadge';

type CircuitTournament = PublicCircuit['tournaments'][number];

/**
 * A circuit's tournaments: name, date and format, status, and whether it scores yet (only a
 * finished tournament does). The organiser's list links each one and gives it an action (remove).
 */
export function CircuitTournamentList({
  tournaments,
  href,
  action,
}: {
  readonly tournaments: readonly CircuitTournament[];
  readonly href?: (id: string) => string;
  readonly action?: (tournament: CircuitTournament) => ReactNode;
}) {
  const { t } = useTranslation(['circuits', 'tournaments']);
  if (tournaments.length === 0)
    return <p className="px-4 py-4 text-sm text-slate-600 sm:px-5">{t('tournaments.empty')}</p>;
  return (
    <ul className="divide-y divide-slate-100" data-testid="circuit-tournaments">
      {tournaments.map((tournament) => (
        <li
          key={tournament.id}
          data-testid="circuit-tournament"
          className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-5"
        >
          {/* The name keeps at least 14rem: the badges wrap under it rather than squeeze it. */}
          <div className="min-w-0 flex-[1_1_14rem]">
            {href ? (
              <Link
                to={href(tournament.id)}
                className="block truncate font-semibold text-slate-900 hover:text-brand-800 hover:underline"
              >
                {tournament.name}
              </Link>
            ) : (
              <p className="truncate font-semibold text-slate-900">{tournament.name}</p>
            )}
            <p className="text-xs text-slate-500">
              {formatDate(tournament.createdAt)} · {t(`tournaments:formats.${tournament.format}.name`)}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={tournament.status} />
            <span
              data-testid="circuit-tournament-counts"
              data-counts={tournament.counts}
              className={`text-xs font-semibold ${tournament.counts ? 'text-brand-700' : 'text-slate-500'}`}
            >
              {tournament.counts ? t('tournaments.counts') : t('tournaments.pending')}
            </span>
            {action?.(tournament)}
          </div>
        </li>
      ))}
    </ul>
  );
}
