import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PublicLayout } from '../../components/publicLayout';
import { Spinner } from '../../components/spinner';
import { LevelBadge } from '../../components/tournaments/levelBadge';
import { CARD } from '../../components/ui/card';
import { rosterQueries } from '../../lib/roster';
import { PlayedTournament, ResultsChart } from './resultsChart';

/** /public/player/{token}: a player's opt-in public page (level, tournaments, results; no partners). */
export function PublicPlayerPage() {
  const { publicToken = '' } = useParams();
  const { t } = useTranslation('tournaments');
  const page = useQuery(rosterQueries.publicPlayer(publicToken));
  return (
    <PublicLayout>
      <div className="mx-auto grid w-full max-w-3xl gap-4 px-4 pb-12 sm:px-8" data-testid="public-player">
        {page.isPending ? (
          <Spinner />
        ) : !page.data ? (
          <p className={`${CARD} p-6 text-center text-sm`}>{t('publicPlayer.notFound')}</p>
        ) : (
          <>
            <div>
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                {t('publicPlayer.kicker')}
              </p>
              <h1 className="text-3xl font-extrabold tracking-tight break-words text-slate-900 sm:text-4xl">
                {page.data.name}
              </h1>
              <p className="mt-1 text-sm text-slate-600">
                {t('roster.tournaments', { count: page.data.tournaments })}
              </p>
            </div>
            <section className={`${CARD} p-4`}>
              <h2 className="text-sm font-semibold text-slate-800">{t('history.level')}</h2>
              {page.data.level ? (
                <p className="mt-1 text-sm text-slate-600">
                  <LevelBadge level={page.data.level} />
                </p>
              ) : (
                <p className="text-sm text-slate-600">{t('history.noLevel')}</p>
              )}
            </section>
            <section className={`${CARD} p-4`}>
              <h2 className="mb-2 text-sm font-semibold text-slate-800">{t('history.results')}</h2>
              <ResultsChart results={page.data.results} label={t('history.chartLabel')} />
            </section>
            <section className={CARD}>
              <h2 className="px-4 pt-4 text-sm font-semibold text-slate-800">{t('history.tournaments')}</h2>
              <ul className="divide-y divide-slate-100" data-testid="public-player-tournaments">
                {page.data.history.map((h) => (
                  <PlayedTournament key={`${h.createdAt}-${h.name}`} played={h} />
                ))}
              </ul>
            </section>
          </>
        )}
      </div>
    </PublicLayout>
  );
}
