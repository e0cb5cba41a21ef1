import type { TournamentDetail } from '@rodada/events/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BackLink } from '../../components/backLink';
import { ConnectionBadge } from '../../components/connectionBadge';
import { ChampionsPanel } from '../../components/tournaments/championsPanel';
import { ChangeFlow } from '../../components/tournaments/changes/changeFlow';
import { HistoryPanel } from '../../components/tournaments/changes/historyPanel';
import { EndTournamentAction } from '../../components/tournaments/endTournamentAction';
import { FairnessPanel } from '../../components/tournaments/fairnessPanel';
import { LiveGate } from '../../components/tournaments/liveGate';
import { type SaveMatchScore, ScoreFormContext } from '../../components/tournaments/matchCard';
import { MatchScoreForm } from '../../components/tournaments/matchScoreForm';
import { MexicanoRounds } from '../../components/tournaments/mexicanoRounds';
import { PendingNavigator } from '../../components/tournaments/pendingNavigator';
import { NowAndNext, PlayingOrderList } from '../../components/tournaments/playingOrder';
import { PublicLinkCard } from '../../components/tournaments/publicLinkCard';
import { RankingTable } from '../../components/tournaments/rankingTable';
import { RulesPanel } from '../../components/tournaments/rulesPanel';
import { ScoreConflictDialog } from '../../components/tournaments/scoreConflictDialog';
import { OwnerClocks } from '../../components/tournaments/scoring/nowClocks';
import { ScoringContext } from '../../components/tournaments/scoring/scoringContext';
import { StatusBadge } from '../../components/tournaments/statusBadge';
import { SuperFinalPhase } from '../../components/tournaments/superFinalPhase';
import { SuperGroupsView } from '../../components/tournaments/superGroupsView';
import {
  formatName,
  isAnyGroupFormat,
  isPairFormat,
  publicLinkOf,
  sidesOf,
} from '../../components/tournaments/tournamentText';
import {
  EndedNotice,
  Panel,
  TournamentNotFound,
  TournamentSummaryTiles,
} from '../../components/tournaments/tournamentViews';
import { useOwnerTournament } from '../../components/tournaments/useOwnerTournament';
import { newIdempotencyKey } from '../../lib/api';
import { ownerChangesApi } from '../../lib/changes';
import { queryKeys, tournamentChanged, tournamentWrites } from '../../lib/queries';
import { useUser } from '../../state/session';
import { useToast } from '../../state/toasts';
import { PlayersPanel } from './playersPanel';
import { failureText, useOwnerScore } from './useOwnerScore';

const nameIn = (tournament: TournamentDetail, playerId: string) =>
  tournament.players.find((player) => player.id === playerId)?.name ?? '?';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Spec "Tournament detail", owner view: /tournament/{id}. */
export function TournamentDetailPage() {
  const { id = '' } = useParams();
  if (!UUID.test(id)) return <TournamentNotFound backTo="/my-tournaments" />;
  return <OwnerView key={id} id={id} />;
}

function OwnerView({ id }: { readonly id: string }) {
  const { t } = useTranslation(['tournaments', 'superGroups', 'mexicano']);
  const { toast } = useToast();
  const state = useOwnerTournament(id);
  const queryClient = useQueryClient();
  // A write answers with the new detail: it goes into the cache behind the revision guard.
  const onSuccess = (detail: TournamentDetail) => {
    void tournamentChanged(queryClient, detail);
  };
  const { sendScore, conflict, resending, chooseInConflict } = useOwnerScore(id);
  const { mutateAsync: renamePlayer } = useMutation({
    mutationFn: ({ playerId, name }: { playerId: string; name: string }) =>
      tournamentWrites.renamePlayer(playerId, { name }),
    onSuccess,
  });
  const { mutateAsync: generateSuperFinal, isPending: generating } = useMutation({
    mutationFn: () => tournamentWrites.generateSuperFinal(id),
    onSuccess,
  });

  const { mutateAsync: drawRound, isPending: drawing } = useMutation({
    mutationFn: () => tournamentWrites.drawMexicanoRound(id),
    onSuccess,
  });
  const { mutateAsync: endTournament, isPending: ending } = useMutation({
    mutationFn: () => tournamentWrites.end(id, newIdempotencyKey()),
    onSuccess,
  });
  const end = {
    busy: ending,
    onEnd: () =>
      void endTournament().then(
        () => toast({ title: t('end.done') }),
        (error: unknown) =>
          toast({
            title: t('end.failed'),
            description: failureText(error, t('end.failed')),
            variant: 'destructive',
          }),
      ),
  };
  const mexicano = {
    busy: drawing || ending,
    onMore: () =>
      void drawRound().then(
        (detail) =>
          toast({
            title: t('mexicano:rounds.moreDone', { round: Math.max(...detail.matches.map((m) => m.round)) }),
          }),
        (error: unknown) =>
          toast({
            title: t('mexicano:rounds.moreFailed'),
            description: failureText(error, t('mexicano:rounds.moreFailed')),
            variant: 'destructive',
          }),
      ),
    onEnd: end.onEnd,
  };

  const rename = useCallback(
    async (playerId: string, name: string) => {
      try {
        await renamePlayer({ playerId, name });
        toast({ title: t('toasts.nameUpdated') });
        return true;
      } catch (error) {
        toast({
          title: t('toasts.nameFailed'),
          description: failureText(error, t('toasts.nameFailedDescription')),
          variant: 'destructive',
        });
        return false;
      }
    },
    [renamePlayer, t, toast],
  );

  const generate = useCallback(async () => {
    try {
      await generateSuperFinal();
      toast({ title: t('superGroups:toasts.generated') });
    } catch (error) {
      toast({
        title: t('superGroups:toasts.generateFailed'),
        description: failureText(error, t('superGroups:toasts.generateFailedDescription')),
        variant: 'destructive',
      });
    }
  }, [generateSuperFinal, t, toast]);

  const incomplete = useCallback(
    () =>
      toast({
        title: t('toasts.incomplete'),
        description: t('toasts.incompleteDescription'),
        variant: 'destructive',
      }),
    [t, toast],
  );

  return (
    <LiveGate state={state} backTo="/my-tournaments">
      {(tournament) => (
        <>
          <OwnerLayout
            tournament={tournament}
            onSave={sendScore}
            onRename={rename}
            onIncomplete={incomplete}
            generate={{ busy: generating, onGenerate: () => void generate() }}
            mexicano={mexicano}
            end={end}
          />
          <ScoreConflictDialog
            conflict={conflict}
            sides={conflict ? sidesOf(conflict.match, (playerId) => nameIn(tournament, playerId)) : undefined}
            busy={resending}
            onChoose={(choice) => void chooseInConflict(choice)}
          />
        </>
      )}
    </LiveGate>
  );
}

interface OwnerLayoutProps {
  readonly tournament: TournamentDetail;
  readonly onSave: SaveMatchScore;
  readonly onRename: (playerId: string, name: string) => Promise<boolean>;
  readonly onIncomplete: () => void;
  readonly generate: { readonly busy: boolean; readonly onGenerate: () => void };
  readonly mexicano?: { readonly busy: boolean; readonly onMore: () => void; readonly onEnd: () => void };
  readonly end: { readonly busy: boolean; readonly onEnd: () => void };
}

function OwnerLayout({
  tournament,
  onSave: save,
  onRename,
  onIncomplete,
  generate,
  mexicano,
  end,
}: OwnerLayoutProps) {
  const { t } = useTranslation('tournaments');
  const user = useUser();
  const pairs = isPairFormat(tournament.tournamentType);
  // An administrator may open anyone's tournament; only its owner enters results, until it is ended.
  const owner = tournament.ownerId === user.id;
  const onSave = owner && !tournament.ended ? save : undefined;
  const players = owner ? tournament : { ...tournament, canRename: false };
  const changes = useMemo(
    () => ownerChangesApi(tournament.id, queryKeys.tournaments.detail(tournament.id)),
    [tournament.id],
  );
  const matchesPlayed = isAnyGroupFormat(tournament.tournamentType);
  // The history and, for the owner while it runs, "Encerrar torneio" (the Mexicano's is in its rounds panel).
  const sideTools = (
    <>
      <HistoryPanel api={changes} tournament={tournament} pairs={pairs} canUndo={owner} />
      {owner && !tournament.ended && tournament.tournamentType !== 'mexicano' ? <EndPanel end={end} /> : null}
    </>
  );
  return (
    <ScoringContext value={tournament.scoring}>
      <ChangeFlow
        api={changes}
        tournament={tournament}
        pairs={pairs}
        matchesPlayed={matchesPlayed}
        enabled={owner && !tournament.ended}
      >
        <ScoreFormContext value={MatchScoreForm}>
          <div
            className={`mx-auto w-full max-w-7xl ${onSave ? 'max-sm:pb-20' : ''}`}
            data-testid="tournament-detail"
            data-revision={tournament.revision}
          >
            {onSave ? <PendingNavigator revision={tournament.revision} /> : null}
            <BackLink to="/my-tournaments">{t('detail.back')}</BackLink>
            <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                  {formatName(tournament, t)}
                </p>
                <h1 className="text-2xl font-extrabold tracking-tight break-words text-slate-900 sm:text-3xl">
                  {tournament.name}
                </h1>
              </div>
              <div className="flex items-center gap-2">
                <StatusBadge status={tournament.status} />
                <ConnectionBadge />
              </div>
            </div>
            <div className="mb-6 empty:hidden">
              <EndedNotice tournament={tournament} />
            </div>
            <div className="mb-6 empty:hidden">
              <ChampionsPanel tournament={tournament} />
            </div>
            <TournamentSummaryTiles tournament={tournament} />
            <div className="mt-6 empty:hidden">
              <MexicanoRounds tournament={tournament} {...(owner && mexicano ? { actions: mexicano } : {})} />
            </div>
            <div className="mt-6 empty:hidden">
              <NowAndNext tournament={tournament} />
            </div>
            <div className="mt-6 empty:hidden">
              <OwnerClocks tournament={tournament} canStart={onSave !== undefined} />
            </div>
            {tournament.tournamentType === 'super_groups' ? (
              <div className="mt-6 grid gap-6">
                <SuperFinalPhase
                  tournament={tournament}
                  audience={user.isAdmin ? 'admin' : 'owner'}
                  resolveHref={`/tournament/${tournament.id}/resolve-tiebreaks`}
                  generate={owner ? { ...generate, allowed: tournament.canGenerateSuperFinal } : undefined}
                />
                <SuperGroupsView tournament={tournament} onSave={onSave} onIncomplete={onIncomplete} />
                <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,25rem)] lg:items-start">
                  <div className="lg:col-start-2">
                    <PublicLinkCard link={publicLinkOf(tournament.publicToken)} />
                  </div>
                  <div className="grid content-start gap-6 lg:col-start-1 lg:row-start-1">
                    <PlayersPanel tournament={players} onRename={onRename} />
                    {sideTools}
                    <FairnessPanel tournament={tournament} />
                    <RulesPanel format={tournament.tournamentType} scoring={tournament.scoring} />
                  </div>
                </div>
              </div>
            ) : (
              // A phone shows the ranking, then the matches, then the rest; a laptop keeps the matches on the left.
              <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,25rem)] lg:grid-rows-[auto_1fr]">
                <div className="lg:col-start-2 lg:row-start-1">
                  <Panel title={t('ranking.title')} testId="ranking-panel">
                    <RankingTable ranking={tournament.ranking} pairs={pairs} matchesPlayed={matchesPlayed} />
                  </Panel>
                </div>
                <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
                  <Panel title={t('rounds.title')} testId="matches-panel">
                    <PlayingOrderList tournament={tournament} onSave={onSave} onIncomplete={onIncomplete} />
                  </Panel>
                </div>
                <div className="grid content-start gap-6 lg:col-start-2 lg:row-start-2">
                  <PublicLinkCard link={publicLinkOf(tournament.publicToken)} />
                  <PlayersPanel tournament={players} onRename={onRename} />
                  {sideTools}
                  <FairnessPanel tournament={tournament} />
                  <RulesPanel format={tournament.tournamentType} scoring={tournament.scoring} />
                </div>
              </div>
            )}
          </div>
        </ScoreFormContext>
      </ChangeFlow>
    </ScoringContext>
  );
}

/** "Encerrar torneio" for a format without a rounds panel of its own. */
function EndPanel({ end }: { readonly end: OwnerLayoutProps['end'] }) {
  const { t } = useTranslation('tournaments');
  return (
    <Panel title={t('end.title')} testId="end-panel">
      <p className="mb-3 text-sm text-slate-600">{t('end.hint')}</p>
      <EndTournamentAction busy={end.busy} onEnd={end.onEnd} />
    </Panel>
  );
}
