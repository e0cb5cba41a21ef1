import type { PublicPlayer, RosterEntryDetail } from '@rodada/events/contracts';
import { formatDate } from '@rodada/events/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** One tournament a player played: its name (a link for the organiser), date, format, place and wins. */
export function PlayedTournament({
  played,
  href,
}: {
  readonly played: PublicPlayer['history'][number];
  readonly href?: string;
}) {
  const { t } = useTranslation('tournaments');
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
      <div className="min-w-0 flex-1">
        {href ? (
          <Link to={href} className="block truncate font-semibold text-slate-900 hover:underline">
            {played.name}
          </Link>
        ) : (
          <p className="truncate font-semibold text-slate-900">{played.name}</p>
        )}
        <p className="text-xs text-slate-500">
          {formatDate(played.createdAt)} · {t(`formats.${played.format}.name`)}
        </p>
      </div>
      <p className="text-sm text-slate-700">
        {played.position === null ? '–' : t('history.position', { position: played.position })} ·{' '}
        {t('history.record', { won: played.won, played: played.matchesPlayed })}
      </p>
    </li>
  );
}

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 12;

/**
 * The results over time as a line: each tournament's place, drawn against its field (the top is
 * first place, the bottom last), oldest on the left. Plain SVG, no chart library.
 */
export function ResultsChart({
  results,
  label,
}: {
  results: RosterEntryDetail['results'] | PublicPlayer['results'];
  label: string;
}) {
  const placed = results.filter((r) => r.position !== null && r.entrants > 0);
  if (placed.length === 0) return <p className="text-sm text-slate-600">–</p>;
  const step = placed.length === 1 ? 0 : (WIDTH - 2 * PAD) / (placed.length - 1);
  const points = placed.map((r, i) => {
    const share = r.entrants > 1 ? ((r.position ?? 1) - 1) / (r.entrants - 1) : 0;
    return { x: placed.length === 1 ? WIDTH / 2 : PAD + i * step, y: PAD + share * (HEIGHT - 2 * PAD), r };
  });
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      className="h-auto w-full max-w-full"
      data-testid="results-chart"
    >
      <line x1={PAD} x2={WIDTH - PAD} y1={PAD} y2={PAD} className="stroke-slate-200" />
      <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} className="stroke-slate-200" />
      <polyline
        fill="none"
        className="stroke-brand-600"
        strokeWidth={2}
        points={points.map((p) => `${p.x},${p.y}`).join(' ')}
      />
      {points.map((p) => (
        <circle key={p.r.tournamentId} cx={p.x} cy={p.y} r={4} className="fill-brand-600">
          <title>{`${formatDate(p.r.createdAt)}: ${p.r.position}/${p.r.entrants}`}</title>
        </circle>
      ))}
    </svg>
  );
}
