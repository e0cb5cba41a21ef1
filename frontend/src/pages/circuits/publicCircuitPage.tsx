import type { PublicCircuit } from '@rodada/events/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CircuitNotFound } from '../../components/circuits/circuitNotFound';
import { CircuitRules } from '../../components/circuits/circuitRules';
import { CircuitSection } from '../../components/circuits/circuitSection';
import { CircuitTournamentList } from '../../components/circuits/circuitTournamentList';
import { StandingsTable } from '../../components/circuits/standingsTable';
import { usePublicCircuit } from '../../components/circuits/usePublicCircuit';
import { ConnectionBadge } from '../../components/connectionBadge';
import { Icon } from '../../components/icons';
import { LanguageSwitcher } from '../../components/languageSwitcher';
import { BrandMark } from '../../components/publicLayout';
import { LiveGate } from '../../components/tournaments/liveGate';
import { ShareRankingButton } from '../../components/tournaments/shareRankingButton';
import { circuitCardUrl } from '../../lib/circuits';

/** /public/circuit/{publicToken}: a circuit's standings for everyone, live, on a phone or a laptop. */
export function PublicCircuitPage() {
  const { publicToken = '' } = useParams();
  const state = usePublicCircuit(publicToken);
  const found = state.status !== 'notFound';
  return (
    <div className="court-backdrop min-h-dvh" data-testid="public-circuit-page">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-8">
        <span className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-slate-900">
          <BrandMark className="size-8" />
          <span className="hidden sm:inline">Rodada</span>
        </span>
        <div className="flex items-center gap-2">
          {found ? (
            <>
              <ConnectionBadge />
              <TvLink publicToken={publicToken} />
            </>
          ) : null}
          <LanguageSwitcher />
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl px-4 pb-12 sm:px-8">
        <LiveGate state={state} notFound={<CircuitNotFound />}>
          {(circuit) => <Board circuit={circuit} />}
        </LiveGate>
      </main>
    </div>
  );
}

function TvLink({ publicToken }: { readonly publicToken: string }) {
  const { t } = useTranslation('circuits');
  return (
    <a
      href={`/public/circuit/${publicToken}/tv`}
      data-testid="tv-link"
      className="inline-flex h-9 items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 text-sm font-semibold text-slate-700 transition hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <Icon name="tv" className="size-4" />
      <span className="hidden sm:inline">{t('public.tv')}</span>
      <span className="sr-only sm:hidden">{t('public.tv')}</span>
    </a>
  );
}

function Board({ circuit }: { readonly circuit: PublicCircuit }) {
  const { t } = useTranslation('circuits');
  return (
    <div data-testid="public-circuit">
      <div className="mt-2 mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t('public.eyebrow')}
          </p>
          <h1 className="text-3xl font-extrabold tracking-tight break-words text-slate-900 sm:text-4xl">
            {circuit.name}
          </h1>
        </div>
        <ShareRankingButton cardUrl={circuitCardUrl(circuit.publicToken)} name={circuit.name} />
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <CircuitSection title={t('standings.title')} testId="public-standings">
          <StandingsTable standings={circuit.standings} />
        </CircuitSection>
        <div className="grid gap-6">
          <CircuitSection title={t('tournaments.title')} testId="public-circuit-tournaments">
            <CircuitTournamentList tournaments={circuit.tournaments} />
          </CircuitSection>
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
