import type { RosterEntryDetail } from '@rodada/events/contracts';
import { formatDate } from '@rodada/events/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Spinner } from '../../components/spinner';
import { LevelBadge } from '../../components/tournaments/levelBadge';
import { CARD } from '../../components/ui/card';
import { rosterQueries } from '../../lib/roster';
import { PageHeader } from '../tournaments/pageHeader';
import { EraseEntryDialog } from './entryDialogs';

/** A player's history for their organiser: tournaments, partners and results over time. */
export function PlayerHistoryPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('tournaments');
  const entry = useQuery(rosterQueries.entry(id));
  const navigate = useNavigate();
  const [erasing, setErasing] = useState(false);

  if (entry.isPending) return <Spinner />;
  if (!entry.data)
    return <p className={`${CARD} mx-auto max-w-3xl p-6 text-center text-sm`}>{t('history.notFound')}</p>;
  const player = entry.data;
  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <Link to="/players" className="text-sm font-semibold text-brand-700 hover:underline">
        {t('history.back')}
      </Link>
      <PageHeader title={player.name} description={t('roster.tournaments', { count: player.tournaments })} />
      <section className={`${CARD} p-4`} data-testid="player-level">
        <h2 className="text-sm font-semibold text-slate-800">{t('history.level')}</h2>
        {player.level ? (
          <p className="mt-1 text-sm text-slate-600">
            <LevelBadge level={player.level} />
          </p>
        ) : (
          <p className="text-sm text-slate-600">{t('history.noLevel')}</p>
        )}
      </section>
      <section className={`${CARD} p-4`}>
        <h2 className="mb-2 text-sm font-semibold text-slate-800">{t('history.results')}</h2>
        <ResultsChart results={player.results} label={t('history.chartLabel')} />
      </section>
      <section className={CARD}>
        <h2 className="px-4 pt-4 text-sm font-semibold text-slate-800">{t('history.tournaments')}</h2>
        <ul className="divide-y divide-slate-100" data-testid="player-tournaments">
          {player.history.map((h) => (
            <li key={h.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
              <div className="min-w-0 flex-1">
                <Link
                  to={`/tournament/${h.id}`}
                  className="block truncate font-semibold text-slate-900 hover:underline"
                >
                  {h.name}
                </Link>
                <p className="text-xs text-slate-500">
                  {formatDate(h.createdAt)} · {t(`formats.${h.format}.name`)}
                </p>
              </div>
              <p className="text-sm text-slate-700">
                {h.position === null ? '–' : t('history.position', { position: h.position })} ·{' '}
                {t('history.record', { won: h.won, played: h.matchesPlayed })}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section className={`${CARD} p-4`}>
        <h2 className="mb-2 text-sm font-semibold text-slate-800">{t('history.partners')}</h2>
        {player.partners.length === 0 ? (
          <p className="text-sm text-slate-600">{t('history.noPartners')}</p>
        ) : (
          <ul className="grid gap-1" data-testid="player-partners">
            {player.partners.map((p) => (
              <li key={p.id} className="flex justify-between gap-3 text-sm">
                <Link to={`/players/${p.id}`} className="truncate text-slate-900 hover:underline">
                  {p.name}
                </Link>
                <span className="text-slate-600">{t('history.partnerMatches', { count: p.matches })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={`${CARD} grid gap-2 p-4`}>
        <h2 className="text-sm font-semibold text-slate-800">{t('history.privacy')}</h2>
        <p className="text-sm text-slate-600">{t('history.privacyDescription')}</p>
        <button
          type="button"
          className="justify-self-start text-sm font-semibold text-red-700 hover:underline"
          onClick={() => setErasing(true)}
          data-testid="erase-entry"
        >
          {t('roster.erase')}
        </button>
      </section>
      {erasing ? (
        <EraseEntryDialog
          entry={player}
          onClose={() => setErasing(false)}
          onErased={() => navigate('/players', { replace: true })}
        />
      ) : null}
    </div>
  );
}

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 12;

/**
 * The results over time as a line: each tournament's place, drawn against its field (the top is
 * first place, the bottom last), oldest on the left. Plain SVG, no chart library.
 */
function ResultsChart({ results, label }: { results: RosterEntryDetail['results']; label: string }) {
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
