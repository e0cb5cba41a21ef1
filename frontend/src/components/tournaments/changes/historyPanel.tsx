import type { ChangeEntryBody, Match } from '@rodada/events/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../../lib/api';
import { type ChangesApi, undoableChange } from '../../../lib/changes';
import { useToast } from '../../../state/toasts';
import { sidesOf } from '../tournamentText';
import { Panel } from '../tournamentViews';
import { BIG_BUTTON } from './sheet';

interface HistoryPanelProps {
  readonly api: ChangesApi;
  readonly tournament: {
    readonly revision: number;
    readonly ended: boolean;
    readonly matches: readonly Match[];
    readonly players: readonly { readonly id: string; readonly name: string }[];
  };
  /** Offers "Desfazer" (the owner, the tablet); absent for an administrator who only looks. */
  readonly canUndo: boolean;
  /** Fixed pairs: a substitution renames the pair ("Ana / Bia → Ana / Carla"). */
  readonly pairs?: boolean;
  readonly look?: 'normal' | 'touch';
}

/** "Histórico": every change, newest first, who made it and when, and "Desfazer" on the newest one not undone. */
export function HistoryPanel({
  api,
  tournament,
  canUndo,
  pairs = false,
  look = 'normal',
}: HistoryPanelProps) {
  const { t } = useTranslation('tournaments');
  // The revision in the key: any change, here or elsewhere (the live push), reads the history again.
  const history = useQuery({
    queryKey: [...api.historyKey, 'list', tournament.revision],
    queryFn: ({ signal }) => api.history(signal),
    placeholderData: (previous) => previous,
  });
  const entries = history.data ?? [];
  const undoable = canUndo && !tournament.ended ? undoableChange(entries) : undefined;
  return (
    <Panel
      title={<span className={look === 'touch' ? 'text-xl' : undefined}>{t('changes.history.title')}</span>}
      testId="history-panel"
    >
      {history.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {history.error instanceof Error ? history.error.message : t('changes.failed')}
        </p>
      ) : entries.length === 0 ? (
        <p data-testid="history-empty" className="text-sm text-slate-600">
          {history.isPending ? '…' : t('changes.history.empty')}
        </p>
      ) : (
        <ol className="grid gap-2">
          {entries.map((entry) => (
            <HistoryRow
              key={entry.id}
              entry={entry}
              tournament={tournament}
              pairs={pairs}
              api={api}
              undoable={entry.id === undoable?.id}
              look={look}
            />
          ))}
        </ol>
      )}
    </Panel>
  );
}

function HistoryRow({
  entry,
  tournament,
  pairs,
  api,
  undoable,
  look,
}: {
  readonly entry: ChangeEntryBody;
  readonly tournament: HistoryPanelProps['tournament'];
  readonly pairs: boolean;
  readonly api: ChangesApi;
  readonly undoable: boolean;
  readonly look: 'normal' | 'touch';
}) {
  const { t, i18n } = useTranslation('tournaments');
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.resolvedLanguage ?? i18n.language, {
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
  return (
    <li
      data-testid="history-entry"
      data-undone={entry.undone}
      className={`grid gap-2 rounded-xl border p-3 ${entry.undone ? 'border-slate-200 bg-slate-50' : 'border-amber-200 bg-amber-50/50'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <p className={`font-bold text-slate-900 ${entry.undone ? 'line-through decoration-slate-400' : ''}`}>
          {t(`changes.kind.${entry.lateArrival ? 'lateArrival' : entry.kind}`)}
        </p>
        {entry.undone ? (
          <span
            data-testid="history-undone"
            className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700"
          >
            {t('changes.history.undone')}
          </span>
        ) : null}
      </div>
      <p className="text-sm text-slate-700">{describe(entry, tournament, pairs, t)}</p>
      <p className="text-xs text-slate-500">
        {t('changes.history.by', { actor: t(`changes.actor.${entry.actor}`), time: when(entry.at) })}
        {entry.undone && entry.undoneAt
          ? ` · ${t('changes.history.undoneBy', {
              actor: t(`changes.actor.${entry.undoneBy ?? 'anonymous'}`),
              time: when(entry.undoneAt),
            })}`
          : null}
      </p>
      {undoable ? <UndoButton api={api} entry={entry} revision={tournament.revision} look={look} /> : null}
    </li>
  );
}

const WITHDRAW_LINES = {
  walkover: 'changes.history.withdrawWalkover',
  void: 'changes.history.withdrawVoid',
  redraw: 'changes.history.withdrawRedraw',
} as const;

/**
 * What the change did, in words: "Ana / Bia venceu por W.O. (…) · Quadra 1 · Rodada 2", "Ana saiu
 * (W.O.) a partir do jogo 5", "Carla substitui Ana a partir do jogo 4", "Ana / Bia → Ana / Carla".
 */
function describe(
  entry: ChangeEntryBody,
  tournament: HistoryPanelProps['tournament'],
  pairs: boolean,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const names = new Map(tournament.players.map((player) => [player.id, player.name]));
  const nameOf = (id: string | null) => (id ? names.get(id) : undefined) ?? '?';
  switch (entry.kind) {
    case 'walkover':
      return describeWalkover(entry, tournament, nameOf, t);
    case 'withdraw':
      return t(WITHDRAW_LINES[entry.mode ?? 'walkover'], {
        name: nameOf(entry.playerId),
        slot: entry.fromSlot ?? '?',
        round: entry.fromRound ?? '?',
      });
    case 'substitute':
      return t(
        entry.lateArrival
          ? 'changes.history.lateArrival'
          : pairs
            ? 'changes.history.substitutePair'
            : 'changes.history.substitute',
        {
          name: entry.name ?? '?',
          previous: entry.previousName ?? nameOf(entry.playerId),
          slot: entry.fromSlot ?? '?',
        },
      );
    default: {
      // A kind this screen does not know in detail yet (a late arrival, an early end) still reads.
      const kind: string = entry.kind;
      return kind === 'addPlayer' || kind === 'end'
        ? t(`changes.history.${kind}`, { name: entry.name ?? '' })
        : '';
    }
  }
}

function describeWalkover(
  entry: ChangeEntryBody,
  tournament: HistoryPanelProps['tournament'],
  nameOf: (id: string | null) => string,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const match = tournament.matches.find((m) => m.id === entry.matchId);
  if (!match) return '';
  const sides = sidesOf(match, nameOf);
  const place = t('match.courtRound', { court: match.court, round: match.round });
  if (!entry.winner) return place;
  const [present, absent] = entry.winner === 'team1' ? [sides[0], sides[1]] : [sides[1], sides[0]];
  return t('changes.history.walkover', { present: present.join(' / '), absent: absent.join(' / '), place });
}

function UndoButton({
  api,
  entry,
  revision,
  look,
}: {
  readonly api: ChangesApi;
  readonly entry: ChangeEntryBody;
  readonly revision: number;
  readonly look: 'normal' | 'touch';
}) {
  const { t } = useTranslation('tournaments');
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const idempotencyKey = useMemo(() => (confirming ? newIdempotencyKey() : ''), [confirming]);
  const undo = useMutation({
    mutationFn: () => api.undo(entry.id, revision, idempotencyKey),
    onSuccess: () => {
      toast({ title: t('changes.history.undoDone') });
      setConfirming(false);
    },
    onError: (error) => {
      setConfirming(false);
      toast({
        title: t('changes.history.undoFailed'),
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: api.tournamentKey }),
        queryClient.invalidateQueries({ queryKey: api.historyKey }),
      ]),
  });
  return (
    <>
      <button
        type="button"
        data-testid="history-undo"
        onClick={() => setConfirming(true)}
        className={`justify-self-start rounded-xl border-2 border-slate-300 bg-white px-4 font-bold text-slate-800 hover:border-brand-300 ${
          look === 'touch' ? 'min-h-14 text-lg' : 'min-h-11 text-sm'
        }`}
      >
        {t('changes.history.undo')}
      </button>
      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
          <AlertDialog.Content
            data-testid="undo-dialog"
            className="fixed inset-x-0 bottom-0 z-50 grid gap-4 rounded-t-3xl bg-white p-5 shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(32rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-6"
          >
            <AlertDialog.Title className="text-xl font-extrabold text-slate-900">
              {t('changes.history.undoTitle')}
            </AlertDialog.Title>
            <AlertDialog.Description className="text-base text-slate-600">
              {entry.kind === 'walkover'
                ? t('changes.history.undoDescription', { change: t(`changes.kind.${entry.kind}`) })
                : t('changes.history.undoDescriptionLeaving')}
            </AlertDialog.Description>
            <div className="grid grid-cols-2 gap-3">
              <AlertDialog.Cancel
                className={`${BIG_BUTTON} border-2 border-slate-300 bg-white text-slate-800`}
              >
                {t('changes.cancel')}
              </AlertDialog.Cancel>
              <button
                type="button"
                data-testid="undo-confirm"
                disabled={undo.isPending}
                onClick={() => undo.mutate()}
                className={`${BIG_BUTTON} bg-brand-600 text-white`}
              >
                {t('changes.history.undo')}
              </button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}
