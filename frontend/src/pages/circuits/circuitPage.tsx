import type { CircuitDetail } from '@rodada/events/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BackLink } from '../../components/backLink';
import { CircuitNotFound } from '../../components/circuits/circuitNotFound';
import { CircuitRules } from '../../components/circuits/circuitRules';
import { CircuitSection } from '../../components/circuits/circuitSection';
import { StandingsTable } from '../../components/circuits/standingsTable';
import { Spinner } from '../../components/spinner';
import { PublicLinkCard } from '../../components/tournaments/publicLinkCard';
import { ShareRankingButton } from '../../components/tournaments/shareRankingButton';
import { ApiError } from '../../lib/api';
import { circuitCardUrl, circuitLinkOf, circuitQueries } from '../../lib/circuits';
import { PageHeader } from '../tournaments/pageHeader';
import { CircuitTournaments } from './circuitTournaments';

/** /circuits/{id}: a circuit's standings, its tournaments (added and removed here) and its public link. */
export function CircuitPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('circuits');
  const circuit = useQuery(circuitQueries.detail(id));

  if (circuit.isPending) return <Spinner />;
  if (circuit.isError) {
    if (circuit.error instanceof ApiError && circuit.error.status === 404)
      return <CircuitNotFound backTo="/circuits" />;
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-700">
        {circuit.error.message}
      </p>
    );
  }
  return <CircuitView circuit={circuit.data} back={t('page.back')} />;
}

function CircuitView({ circuit, back }: { readonly circuit: CircuitDetail; readonly back: string }) {
  const { t } = useTranslation('circuits');
  return (
    <div className="mx-auto w-full max-w-6xl" data-testid="circuit-page">
      <BackLink to="/circuits">{back}</BackLink>
      <PageHeader
        title={<span className="break-words">{circuit.name}</span>}
        description={t('list.tournaments', { count: circuit.tournaments.length })}
        actions={<ShareRankingButton cardUrl={circuitCardUrl(circuit.publicToken)} name={circuit.name} />}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="grid min-w-0 gap-6">
          <CircuitSection title={t('standings.title')} testId="standings">
            <StandingsTable standings={circuit.standings} playerHref={(rosterId) => `/players/${rosterId}`} />
          </CircuitSection>
          <CircuitTournaments circuit={circuit} />
        </div>
        <div className="grid min-w-0 gap-6">
          <PublicLinkCard link={circuitLinkOf(circuit.publicToken)} qrAlt={t('page.qrAlt')} />
          <CircuitSection title={t('rules.title')}>
            <div className="px-4 pb-4 sm:px-5">
              <CircuitRules circuit={circuit} />
            </div>
          </CircuitSection>
        </div>
      </div>
    </div>
  );
}
