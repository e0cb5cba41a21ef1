import type { CircuitStandingBody, PublicCircuit } from '@rodada/events/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { CircuitNotFound } from '../../components/circuits/circuitNotFound';
import { pointsLine } from '../../components/circuits/circuitRules';
import { StandingName } from '../../components/circuits/standingName';
import { usePublicCircuit } from '../../components/circuits/usePublicCircuit';
import { ConnectionBadge } from '../../components/connectionBadge';
import { BrandMark } from '../../components/publicLayout';
import { LiveGate } from '../../components/tournaments/liveGate';
import { useQrCode } from '../../components/tournaments/useQrCode';
import { circuitLinkOf } from '../../lib/circuits';
import { secondsFromSearch } from '../../lib/tvCycle';
import {
  CycleProgress,
  FullscreenButton,
  PLACE_STYLES,
  ScreenDots,
  Stage,
  TvFrame,
} from '../tournaments/tv/tvFrame';
import { useCycle } from '../tournaments/tv/useCycle';

/** The most standings rows a TV screen shows (two columns of eight); more go to the next screen. */
export const TV_STANDINGS_ROWS = 16;

/** A screen of the circuit's TV: a page of the standings, or the QR code of the public link. */
type CircuitScreen = { readonly kind: 'standings'; readonly page: number } | { readonly kind: 'qr' };

const keyOf = (screen: CircuitScreen) => (screen.kind === 'qr' ? 'qr' : `standings-${screen.page}`);

/** The standings a page at a time (at least one page, even empty), then the QR code. */
export function circuitScreens(standings: readonly unknown[]): CircuitScreen[] {
  const pages = Math.max(1, Math.ceil(standings.length / TV_STANDINGS_ROWS));
  return [
    ...Array.from({ length: pages }, (_, page) => ({ kind: 'standings', page }) as const),
    { kind: 'qr' },
  ];
}

/**
 * /public/circuit/{publicToken}/tv: the circuit's standings on the club TV, in the tournament TV's
 * style: a page of the standings at a time, then the QR code of the public link; ← → move by hand,
 * `?every=N` sets the seconds per screen. Live: a finished tournament's points arrive on their own.
 */
export function CircuitTvPage() {
  const { publicToken = '' } = useParams();
  const state = usePublicCircuit(publicToken);
  return (
    <TvFrame>
      <LiveGate state={state} notFound={<CircuitNotFound />}>
        {(circuit) => <TvBoard circuit={circuit} />}
      </LiveGate>
    </TvFrame>
  );
}

function TvBoard({ circuit }: { readonly circuit: PublicCircuit }) {
  const { t } = useTranslation(['circuits', 'tv']);
  const seconds = secondsFromSearch(useLocation().search);
  const screens = circuitScreens(circuit.standings);
  const pages = screens.length - 1;
  const cycle = useCycle(screens, keyOf, () => seconds * 1000);
  const titleOf = (screen: CircuitScreen) =>
    screen.kind === 'qr'
      ? t('tv:screens.qr')
      : pages > 1
        ? `${t('tv.title')} · ${t('tv.page', { page: screen.page + 1, pages })}`
        : t('tv.title');
  const key = keyOf(cycle.screen);

  return (
    <div data-testid="tv-board" data-screen={key} className="flex min-h-0 flex-1 flex-col">
      {/* On a phone held upright the circuit's name goes under the title instead of squeezing it. */}
      <header className="flex min-h-24 shrink-0 items-center gap-6 px-8 max-sm:flex-wrap max-sm:gap-y-1 max-sm:py-3">
        <BrandMark className="size-14 shrink-0" />
        <h1
          data-testid="tv-screen-title"
          className="shrink-0 text-5xl font-extrabold tracking-tight text-ball"
        >
          {cycle.screen.kind === 'qr' ? t('tv:screens.qr') : t('tv.title')}
        </h1>
        <div className="ml-auto min-w-0 text-right max-sm:order-last max-sm:ml-0 max-sm:basis-full max-sm:text-left">
          <p data-testid="tv-circuit-name" className="truncate text-3xl font-bold text-white">
            {circuit.name}
          </p>
          <p className="truncate text-lg font-semibold text-brand-200">
            {t('list.tournaments', { count: circuit.tournaments.length })}
            {cycle.screen.kind === 'standings' && pages > 1
              ? ` · ${t('tv.page', { page: cycle.screen.page + 1, pages })}`
              : null}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-3">
          <ConnectionBadge />
          <FullscreenButton />
        </div>
      </header>
      <Stage key={key}>
        {cycle.screen.kind === 'qr' ? (
          <TvQr circuit={circuit} />
        ) : (
          <TvStandings
            rows={circuit.standings.slice(
              cycle.screen.page * TV_STANDINGS_ROWS,
              (cycle.screen.page + 1) * TV_STANDINGS_ROWS,
            )}
          />
        )}
      </Stage>
      <footer className="shrink-0">
        <div className="flex h-14 items-center gap-6 px-8">
          <ScreenDots
            screens={screens}
            keyOf={keyOf}
            index={cycle.index}
            onPick={cycle.goTo}
            labelOf={titleOf}
          />
          <p className="ml-auto truncate text-xl font-semibold text-brand-200">
            {t('rules.pointsTable')}: {pointsLine(circuit.pointsTable)}
          </p>
        </div>
        <CycleProgress key={`${key}-${cycle.turn}`} milliseconds={cycle.milliseconds} />
      </footer>
    </div>
  );
}

const ROW_GRID = 'grid grid-cols-[3.5rem_minmax(0,1fr)_7rem_5.5rem] items-center gap-x-4';

/** A page of the standings in two columns (one on a phone): place, name, tournaments played, points. */
function TvStandings({ rows }: { readonly rows: readonly CircuitStandingBody[] }) {
  const { t } = useTranslation('circuits');
  if (rows.length === 0)
    return (
      <p className="flex h-full items-center justify-center text-4xl font-bold text-slate-300">
        {t('standings.empty')}
      </p>
    );
  const perColumn = Math.ceil(rows.length / 2);
  const columns = [rows.slice(0, perColumn), rows.slice(perColumn)].filter((c) => c.length > 0);
  // Four rows a column or fewer: taller rows, larger names.
  const roomy = perColumn <= 4;
  return (
    <div className="grid h-full min-h-0 grid-cols-1 content-start gap-x-10 gap-y-2 sm:grid-cols-2">
      {columns.map((column, c) => (
        <div key={column[0]!.rosterId} className="min-w-0">
          <div
            className={`${ROW_GRID} px-3 pb-2 text-lg font-semibold tracking-wide text-slate-500 uppercase ${c > 0 ? 'max-sm:hidden' : ''}`}
          >
            <span className="text-center">#</span>
            <span>{t('standings.player')}</span>
            <span className="text-right">{t('standings.tournaments')}</span>
            <span className="text-right">{t('tv.points')}</span>
          </div>
          <ol className="grid gap-2">
            {column.map((row) => (
              <li
                key={row.rosterId}
                data-testid="tv-standing-row"
                className={`${ROW_GRID} ${roomy ? 'h-[6.5rem]' : 'h-[4.25rem]'} rounded-2xl bg-white/5 px-3 tabular-nums ring-1 ring-white/10`}
              >
                <span
                  className={`flex size-12 items-center justify-center justify-self-center rounded-full text-2xl font-extrabold ${
                    PLACE_STYLES[row.position] ?? 'bg-white/10 text-white'
                  }`}
                >
                  {row.position}
                </span>
                <span
                  data-testid="tv-standing-name"
                  className={`truncate font-bold text-white ${roomy ? 'text-[2.5rem]' : 'text-3xl'}`}
                >
                  <StandingName row={row} />
                </span>
                <span className="text-right text-2xl font-semibold text-slate-300">{row.tournaments}</span>
                <span
                  data-testid="tv-standing-points"
                  className="text-right text-4xl font-extrabold text-ball"
                >
                  {row.points}
                </span>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}

/** A large QR code of the public standings and the invitation to follow them on a phone. */
function TvQr({ circuit }: { readonly circuit: PublicCircuit }) {
  const { t } = useTranslation(['tv', 'circuits']);
  const link = circuitLinkOf(circuit.publicToken);
  const qr = useQrCode(link, { width: 720, margin: 2 });
  return (
    <div
      data-testid="tv-qr"
      className="grid h-full min-h-0 grid-cols-[auto_minmax(0,1fr)] items-center gap-12 max-sm:grid-cols-1 max-sm:content-center max-sm:gap-6"
    >
      {/* On a phone held upright the QR code goes above the invitation. */}
      <div className="flex aspect-square h-[min(36rem,100%)] items-center justify-center rounded-3xl bg-white p-4 shadow-2xl max-sm:h-auto max-sm:w-full">
        {qr ? (
          <img
            src={qr}
            alt={t('tv:qr.alt', { name: circuit.name })}
            data-testid="tv-qr-image"
            className="size-full [image-rendering:pixelated]"
          />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-col gap-5">
        <p className="text-5xl leading-tight font-extrabold text-ball">{t('tv:qr.invite')}</p>
        <p className="truncate font-mono text-xl text-brand-200">{link}</p>
        <p className="text-2xl font-semibold text-slate-200">
          {t('circuits:rules.participation', { count: circuit.participationPoints })}
        </p>
        <p className="text-2xl font-semibold text-slate-200">
          {t('circuits:rules.tieRule', { rule: t(`circuits:tieRules.${circuit.tieRule}.label`) })}
        </p>
      </div>
    </div>
  );
}
