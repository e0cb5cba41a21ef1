import type { CircuitStandingBody } from '@rodada/events/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type Column, DataTable } from '../ui/dataTable';
import { StandingName } from './standingName';

const PLACE_STYLES: Readonly<Record<number, string>> = {
  1: 'bg-ball text-brand-900',
  2: 'bg-slate-200 text-slate-800',
  3: 'bg-amber-200 text-amber-900',
};

/**
 * A circuit's standings: place (shared places repeat), name, points and tournaments played. With
 * `playerHref` each name leads to the player's page (the organiser's view).
 */
export function StandingsTable({
  standings,
  playerHref,
}: {
  readonly standings: readonly CircuitStandingBody[];
  readonly playerHref?: (rosterId: string) => string;
}) {
  const { t } = useTranslation('circuits');
  if (standings.length === 0)
    return (
      <p className="px-4 py-6 text-center text-sm text-slate-600 sm:px-5" data-testid="standings-empty">
        {t('standings.empty')}
      </p>
    );
  const columns: Column<CircuitStandingBody>[] = [
    {
      key: 'position',
      label: t('standings.position'),
      className: 'w-16 py-3 pl-4 pr-2 text-center sm:pl-5',
      cell: (row) => (
        <span
          data-testid="standing-position"
          className={`inline-flex size-8 items-center justify-center rounded-full text-sm font-extrabold ${
            PLACE_STYLES[row.position] ?? 'bg-slate-100 text-slate-700'
          }`}
        >
          {row.position}
        </span>
      ),
    },
    {
      key: 'name',
      label: t('standings.player'),
      className: 'px-2 py-3',
      cellClassName: 'font-semibold text-slate-900 [overflow-wrap:anywhere]',
      cell: (row) =>
        playerHref ? (
          <Link
            to={playerHref(row.rosterId)}
            data-testid="standing-name"
            className="hover:text-brand-800 hover:underline"
          >
            <StandingName row={row} />
          </Link>
        ) : (
          <span data-testid="standing-name">
            <StandingName row={row} />
          </span>
        ),
    },
    {
      key: 'points',
      label: t('standings.points'),
      className: 'px-2 py-3 text-right',
      cellClassName: 'text-base font-extrabold text-brand-800 tabular-nums',
      cell: (row) => <span data-testid="standing-points">{row.points}</span>,
    },
    {
      key: 'tournaments',
      label: t('standings.tournaments'),
      className: 'py-3 pr-4 pl-2 text-right sm:pr-5',
      cellClassName: 'text-slate-600 tabular-nums',
      cell: (row) => <span data-testid="standing-tournaments">{row.tournaments}</span>,
    },
  ];
  return (
    <DataTable
      rows={standings}
      rowKey={(row) => row.rosterId}
      columns={columns}
      testId="circuit-standings"
      rowTestId="standing-row"
    />
  );
}
