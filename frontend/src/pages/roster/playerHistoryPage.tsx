import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Spinner } from '../../components/spinner';
import { LevelBadge } from '../../components/tournaments/levelBadge';
import { CARD } from '../../components/ui/card';
import { rosterQueries } from '../../lib/roster';
import { PageHeader } from '../tournaments/pageHeader';
import { PrivacySection } from './privacySection';
import { PlayedTournament, ResultsChart } from './resultsChart';

/** A player's history for their organiser: tournaments, partners and results over time. */
export function PlayerHistoryPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('tournaments');
  const entry = useQuery(rosterQueries.entry(id));

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
            <PlayedTournament key={h.id} played={h} href={`/tournament/${h.id}`} />
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
      <PrivacySection player={player} />
    </div>
  );
}
