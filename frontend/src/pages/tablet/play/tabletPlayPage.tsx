import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { MessageCard } from '../../../components/messageCard';
import { Spinner } from '../../../components/spinner';
import { ChangeFlow } from '../../../components/tournaments/changes/changeFlow';
import { HistoryPanel } from '../../../components/tournaments/changes/historyPanel';
import { MexicanoRounds, mexicanoProgress } from '../../../components/tournaments/mexicanoRounds';
import { SlotMarkChip } from '../../../components/tournaments/playingOrder';
import { PublicLinkCard } from '../../../components/tournaments/publicLinkCard';
import { RankingTable } from '../../../components/tournaments/rankingTable';
import { RulesPanel } from '../../../components/tournaments/rulesPanel';
import { ScoreConflictDialog } from '../../../components/tournaments/scoreConflictDialog';
import { ScoringContext } from '../../../components/tournaments/scoring/scoringContext';
import { SlotClock } from '../../../components/tournaments/scoring/slotClock';
import { StatusBadge } from '../../../components/tournaments/statusBadge';
import {
  formatName,
  isAnyGroupFormat,
  isPairFormat,
  publicLinkOf,
  sidesOf,
} from '../../../components/tournaments/tournamentText';
import { Panel } from '../../../components/tournaments/tournamentViews';
import { ApiError } from '../../../lib/api';
import { tabletChangesApi } from '../../../lib/changes';
import { offlineStore } from '../../../lib/offline/offlineStore';
import { registerTabletWorker } from '../../../lib/offline/registerTabletWorker';
import { applyQueue, conflictOf, pendingFor, type QueuedScore } from '../../../lib/offline/scoreQueue';
import type { SendResult } from '../../../lib/offline/scoreSync';
import { playState, slotMark, slotsOf } from '../../../lib/playingOrder';
import { forgetTabletCode, lastTabletCode, rememberTabletCode, tabletFetch } from '../../../lib/tabletApi';
import { useToast } from '../../../state/toasts';
import { MATCH_GRID, matchColumns } from './playLayout';
import { EndTournamentDialog } from './tabletDialogs';
import { type SyncMark, TabletMatchCard } from './tabletMatchCard';
import { TabletPlayers } from './tabletPlayers';
import { useScoreQueue } from './useScoreQueue';
import {
  type TabletView,
  TabletViewSchema,
  tabletViewKey,
  useOnline,
  useTabletTournament,
} from './useTabletTournament';

/** /tablet/tournament/:id — scoring at the court, with or without a network. */
export function TabletPlayPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const fromUrl = params.get('code')?.trim().toUpperCase() ?? '';
  const code = fromUrl || lastTabletCode();
  const { t } = useTranslation(['tabletPlay', 'tournaments']);
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const online = useOnline();
  const state = useTabletTournament(id, code);

  useEffect(() => {
    if (fromUrl) rememberTabletCode(fromUrl);
    registerTabletWorker();
  }, [fromUrl]);

  const onOutcome = (entry: QueuedScore, result: SendResult) => {
    if (result.kind === 'ok') {
      toast({ title: t('toasts.updated') });
      void queryClient.invalidateQueries({ queryKey: tabletViewKey(entry.tournamentId) });
    } else if (result.kind === 'refused') {
      toast({ title: t('toasts.updateFailed'), description: result.message, variant: 'destructive' });
    }
  };
  const { entries, sync } = useScoreQueue(id, code, onOutcome);
  const changes = useMemo(() => tabletChangesApi(id, code, tabletViewKey(id)), [id, code]);

  if (state.status === 'loading') return <Spinner fullScreen />;
  if (state.status === 'notFound' || state.status === 'error') {
    return (
      <main className="min-h-dvh bg-slate-50 p-6">
        <MessageCard
          testId={state.status === 'notFound' ? 'tournament-not-found' : 'tablet-load-error'}
          icon="alert"
          tone="warning"
          title={state.status === 'notFound' ? t('notFound.title') : t('loadFailed')}
          description={state.status === 'notFound' ? t('notFound.description') : state.message}
          action={{ to: '/tablet', label: t('notFound.back') }}
        />
      </main>
    );
  }

  const tournament = state.data;
  const readOnly = tournament.ended;
  const matches = applyQueue(tournament.matches, entries);
  const playing = playState(matches, tournament);
  const names = new Map(tournament.players.map((p) => [p.id, p.name]));
  const sidesOfMatch = (matchId: string) => {
    const match = tournament.matches.find((m) => m.id === matchId);
    return match ? sidesOf(match, (playerId) => names.get(playerId) ?? '?') : undefined;
  };
  const conflict = entries.find((entry) => entry.conflict);

  // Timed scoring: the slot's clock starts on the server; the answer (and the push every other
  // screen gets) carries its start time.
  const startClock = async (slot: number) => {
    try {
      const view = await tabletFetch(
        code,
        `/api/tablet/tournaments/${encodeURIComponent(tournament.id)}/timers`,
        {
          method: 'POST',
          body: { slot },
          schema: TabletViewSchema,
        },
      );
      queryClient.setQueryData(tabletViewKey(tournament.id), { view, offline: false });
      toast({ title: t('tournaments:scoring.clock.started', { slot }) });
    } catch (error) {
      toast({
        title: t('toasts.updateFailed'),
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
    }
  };

  const save = async (matchId: string, team1Score: number, team2Score: number) => {
    const match = tournament.matches.find((m) => m.id === matchId);
    if (!match || !sync) return;
    try {
      const entry = await sync.enqueue(match, team1Score, team2Score);
      if (!entry) toast({ title: t('toasts.updated') });
      else if (!navigator.onLine)
        toast({ title: t('toasts.queued'), description: t('toasts.queuedDescription') });
    } catch (error) {
      toast({
        title: t('toasts.updateFailed'),
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <ScoringContext value={tournament.scoring}>
      <ChangeFlow
        api={changes}
        tournament={tournament}
        pairs={isPairFormat(tournament.tournamentType)}
        matchesPlayed={isAnyGroupFormat(tournament.tournamentType)}
        enabled={!readOnly && online}
      >
        <div data-testid="tablet-play" className="min-h-dvh bg-slate-100">
          <TabletHeader tournament={tournament} online={online} pending={entries.length} />
          <main className="mx-auto grid max-w-[1400px] gap-6 px-4 py-5 sm:px-6">
            {state.offline ? <Notice tone="amber" testId="offline-copy" text={t('offlineCopy')} /> : null}
            {readOnly ? <Notice tone="slate" testId="ended-notice" text={t('ended')} /> : null}
            <MexicanoRounds tournament={tournament} />
            <section aria-label={t('sections.matches')} className="grid gap-6">
              {slotsOf(matches).map((slot) => {
                const mark = slotMark(slot, playing);
                return (
                  <section
                    key={slot.slot}
                    data-testid="tablet-slot"
                    data-slot={slot.slot}
                    data-mark={mark ?? undefined}
                    className="grid gap-3"
                  >
                    <div className="flex flex-wrap items-center gap-3">
                      <h2 className="text-2xl font-extrabold whitespace-nowrap text-slate-900">
                        {t('slot', { slot: slot.slot })}
                      </h2>
                      <SlotMarkChip mark={mark} label={mark ? t(`playing.${mark}`) : ''} />
                      <div className="ml-auto">
                        <SlotClock
                          scoring={tournament.scoring}
                          slot={slot.slot}
                          timer={tournament.slotTimers.find((timer) => timer.slot === slot.slot)}
                          onStart={readOnly || !online ? undefined : (n) => void startClock(n)}
                          look="touch"
                        />
                      </div>
                    </div>
                    <div className={`grid gap-4 ${MATCH_GRID[matchColumns(tournament.courts)]}`}>
                      {slot.matches.map((match) => (
                        <TabletMatchCard
                          key={match.id}
                          match={match}
                          sides={sidesOf(match, (playerId) => names.get(playerId) ?? '?')}
                          sync={syncMarkOf(entries, match.id)}
                          onSave={readOnly ? undefined : (a, b) => void save(match.id, a, b)}
                          onDismiss={() => void sync?.dismiss(match.id)}
                        />
                      ))}
                    </div>
                  </section>
                );
              })}
            </section>
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <Panel title={<span className="text-xl">{t('sections.ranking')}</span>} testId="tablet-ranking">
                <RankingTable
                  ranking={tournament.ranking}
                  pairs={isPairFormat(tournament.tournamentType)}
                  board
                  matchesPlayed={isAnyGroupFormat(tournament.tournamentType)}
                />
              </Panel>
              <div className="grid content-start gap-6">
                <PublicLinkCard link={publicLinkOf(tournament.publicToken)} />
                {readOnly || tournament.tournamentType !== 'mexicano' ? null : (
                  <MexicanoMoreRound
                    tournament={tournament}
                    code={code}
                    online={online && entries.length === 0}
                  />
                )}
                {readOnly ? null : (
                  <EndTournament
                    tournament={tournament}
                    code={code}
                    canEnd={online && entries.length === 0}
                  />
                )}
                <TabletPlayers tournament={tournament} />
                <HistoryPanel
                  api={changes}
                  tournament={tournament}
                  pairs={isPairFormat(tournament.tournamentType)}
                  canUndo={online}
                  look="touch"
                />
              </div>
            </div>
            <RulesPanel format={tournament.tournamentType} scoring={tournament.scoring} />
          </main>
          <ScoreConflictDialog
            conflict={conflict?.conflict ? { mine: conflict, theirs: conflict.conflict } : undefined}
            sides={conflict ? sidesOfMatch(conflict.matchId) : undefined}
            onChoose={(choice) => conflict && void sync?.resolve(conflict.matchId, choice)}
          />
        </div>
      </ChangeFlow>
    </ScoringContext>
  );
}

function syncMarkOf(entries: readonly QueuedScore[], matchId: string): SyncMark {
  const pending = pendingFor(entries, matchId);
  if (pending.length === 0) return { kind: 'synced' };
  if (conflictOf(entries, matchId)) return { kind: 'conflict' };
  const failed = pending.find((entry) => entry.failure);
  return failed?.failure ? { kind: 'failed', message: failed.failure } : { kind: 'syncing' };
}

function TabletHeader({
  tournament,
  online,
  pending,
}: {
  readonly tournament: TabletView;
  readonly online: boolean;
  readonly pending: number;
}) {
  const { t } = useTranslation(['tabletPlay', 'tournaments']);
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 px-4 py-3 shadow-sm backdrop-blur sm:px-6">
      <div className="mx-auto flex max-w-[1400px] flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <img src="/favicon.svg" alt="" className="size-10 shrink-0" />
          <div className="min-w-0">
            <h1
              data-testid="tablet-tournament-name"
              className="truncate text-2xl font-extrabold text-slate-900"
            >
              {tournament.name}
            </h1>
            <div className="mt-0.5 flex items-center gap-2 text-sm text-slate-600">
              <span>{formatName(tournament, (key, options) => t(`tournaments:${key}`, options))}</span>
              <StatusBadge status={tournament.status} />
            </div>
          </div>
        </div>
        <div className="flex items-center gap-2">
          {pending > 0 ? (
            <span
              data-testid="pending-count"
              className="rounded-full bg-amber-100 px-3 py-1.5 text-sm font-semibold text-amber-900"
            >
              {t('pendingCount', { count: pending })}
            </span>
          ) : null}
          <span
            role="status"
            data-testid="network-state"
            data-online={online}
            className={`inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold ${
              online ? 'bg-brand-50 text-brand-800' : 'bg-red-100 text-red-800'
            }`}
          >
            <span aria-hidden className={`size-2.5 rounded-full ${online ? 'bg-brand-500' : 'bg-red-500'}`} />
            {online ? t('online') : t('offline')}
          </span>
        </div>
      </div>
    </header>
  );
}

function Notice({
  tone,
  text,
  testId,
}: {
  readonly tone: 'amber' | 'slate';
  readonly text: string;
  readonly testId: string;
}) {
  const style =
    tone === 'amber'
      ? 'bg-amber-50 text-amber-900 ring-amber-200'
      : 'bg-slate-200 text-slate-800 ring-slate-300';
  return (
    <p
      data-testid={testId}
      role="status"
      className={`rounded-2xl px-4 py-3 text-base font-medium ring-1 ${style}`}
    >
      {text}
    </p>
  );
}

/** Mexicano: one more round from the standings, once every match of the latest has a result. */
function MexicanoMoreRound({
  tournament,
  code,
  online,
}: {
  readonly tournament: TabletView;
  readonly code: string;
  readonly online: boolean;
}) {
  const { t } = useTranslation('mexicano');
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const { drawn, complete } = mexicanoProgress(tournament);
  const more = async () => {
    setPending(true);
    try {
      await tabletFetch(code, `/api/tablet/tournaments/${encodeURIComponent(tournament.id)}/rounds`, {
        method: 'POST',
        schema: TabletViewSchema,
      });
      await queryClient.invalidateQueries({ queryKey: tabletViewKey(tournament.id) });
      toast({ title: t('rounds.moreDone', { round: drawn + 1 }) });
    } catch (error) {
      toast({
        title: t('rounds.moreFailed'),
        description: error instanceof ApiError || error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <section className="grid gap-2 rounded-2xl border border-rose-200 bg-white p-4 shadow-sm sm:p-5">
      <button
        type="button"
        data-testid="tablet-mexicano-more"
        disabled={!online || !complete || pending}
        onClick={() => void more()}
        className="h-14 rounded-xl border-2 border-brand-600 bg-white text-lg font-bold text-brand-800 shadow-sm disabled:opacity-50"
      >
        {t('rounds.more')}
      </button>
      {complete ? null : <p className="text-sm text-slate-600">{t('rounds.incomplete', { round: drawn })}</p>}
    </section>
  );
}

/** 'Encerrar torneio' and its confirmation; afterwards the code is dead, so the tablet forgets it. */
function EndTournament({
  tournament,
  code,
  canEnd,
}: {
  readonly tournament: TabletView;
  readonly code: string;
  readonly canEnd: boolean;
}) {
  const { t } = useTranslation('tabletPlay');
  const { toast } = useToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const end = async () => {
    setPending(true);
    try {
      const ended = await tabletFetch(
        code,
        `/api/tablet/tournaments/${encodeURIComponent(tournament.id)}/end`,
        {
          method: 'POST',
          schema: TabletViewSchema,
        },
      );
      // The code is dead from now on: the copy is what this tablet shows of it afterwards.
      await offlineStore.saveTournament(tournament.id, { ...ended, ended: true }).catch(() => undefined);
      forgetTabletCode();
      toast({ title: t('toasts.ended') });
      navigate('/tablet');
    } catch (error) {
      toast({
        title: t('toasts.endFailed'),
        description: error instanceof ApiError || error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
      setPending(false);
      setOpen(false);
    }
  };
  return (
    <section className="grid gap-2 rounded-2xl border border-red-200 bg-white p-4 shadow-sm sm:p-5">
      <button
        type="button"
        data-testid="end-tournament"
        disabled={!canEnd}
        onClick={() => setOpen(true)}
        className="h-14 rounded-xl bg-red-600 text-lg font-bold text-white shadow-sm disabled:opacity-50"
      >
        {t('end.button')}
      </button>
      {canEnd ? null : <p className="text-sm text-slate-600">{t('end.needsNetwork')}</p>}
      <EndTournamentDialog
        open={open}
        onOpenChange={setOpen}
        pending={pending}
        onConfirm={() => void end()}
      />
    </section>
  );
}
