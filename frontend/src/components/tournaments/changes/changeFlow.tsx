import type { Match } from '@rodada/events/contracts';
import { Dialog } from 'radix-ui';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeBody, ChangesApi } from '../../../lib/changes';
import { sidesOf } from '../tournamentText';
import { type ChangeActions, ChangeActionsContext } from './changeActions';
import { ChangeDialog } from './changeDialog';
import {
  AddPlayerForm,
  PLAYER_CHANGES,
  type PlayerChange,
  PlayerChangeMenu,
  SubstituteForm,
  WithdrawChoice,
} from './playerChanges';
import { BIG_BUTTON, SHEET } from './sheet';

interface ChangeFlowProps {
  readonly api: ChangesApi;
  readonly tournament: {
    readonly tournamentType: string;
    readonly revision: number;
    readonly players: readonly { readonly id: string; readonly name: string }[];
    readonly matches: readonly Match[];
  };
  readonly pairs: boolean;
  readonly matchesPlayed?: boolean;
  /** False on a read-only screen (not the owner, an ended tournament): the cards offer nothing. */
  readonly enabled: boolean;
  readonly children: ReactNode;
}

const WITHDRAW_SUMMARIES = {
  walkover: 'changes.withdraw.summaryWalkover',
  void: 'changes.withdraw.summaryVoid',
  redraw: 'changes.withdraw.summaryRedraw',
} as const;

type Step =
  | { readonly kind: 'pickSide'; readonly match: Match }
  | { readonly kind: 'player' | PlayerChange; readonly playerId: string }
  | { readonly kind: 'addPlayer' }
  | { readonly kind: 'preview'; readonly request: ChangeBody; readonly title: string };

/**
 * Gives the match cards and the player lists below their change actions, and runs them: "W.O." →
 * which side was present, or a player's "Substituir" (the form) / "Retirar" (W.O. or void) → the
 * change dialog (preview, "Confirmar").
 */
export function ChangeFlow({ api, tournament, pairs, matchesPlayed, enabled, children }: ChangeFlowProps) {
  const { t } = useTranslation('tournaments');
  const [step, setStep] = useState<Step>();
  const nameOf = useMemo(() => {
    const names = new Map(tournament.players.map((player) => [player.id, player.name]));
    return (playerId: string) => names.get(playerId) ?? '?';
  }, [tournament.players]);
  const { tournamentType } = tournament;
  // A late arrival, or a withdrawal that redraws: the Americano draws its remaining rounds again,
  // the Mexicano's next draws take the players present.
  const arrivals =
    tournamentType === 'americano' || tournamentType === 'mexicano' ? tournamentType : undefined;
  // The fixed formats take a late arrival in a stand-in's seat instead.
  const playerChanges = arrivals ? PLAYER_CHANGES.filter((c) => c !== 'lateArrival') : PLAYER_CHANGES;
  const actions = useMemo<ChangeActions | null>(
    () =>
      enabled
        ? {
            walkover: (match) => setStep({ kind: 'pickSide', match }),
            player: (playerId) => setStep({ kind: 'player', playerId }),
            ...(arrivals ? { addPlayer: () => setStep({ kind: 'addPlayer' }) } : {}),
          }
        : null,
    [enabled, arrivals],
  );
  const close = () => setStep(undefined);
  const chosen = step && 'playerId' in step ? step : undefined;
  const player = tournament.players.find((p) => p.id === chosen?.playerId);
  const stepFor = (kind: Step['kind']) => (step?.kind === kind ? player : undefined);
  return (
    <ChangeActionsContext value={actions}>
      {children}
      <WalkoverSidePicker
        match={step?.kind === 'pickSide' ? step.match : undefined}
        nameOf={nameOf}
        onClose={close}
        onPick={(match, winner) =>
          setStep({
            kind: 'preview',
            request: { kind: 'walkover', matchId: match.id, winner },
            title: t('changes.walkover.summary', {
              present: sidesOf(match, nameOf)[winner === 'team1' ? 0 : 1].join(' / '),
              absent: sidesOf(match, nameOf)[winner === 'team1' ? 1 : 0].join(' / '),
            }),
          })
        }
      />
      <PlayerChangeMenu
        name={player?.name ?? ''}
        changes={playerChanges}
        open={stepFor('player') !== undefined}
        onClose={close}
        onPick={(change) => player && setStep({ kind: change, playerId: player.id })}
      />
      <WithdrawChoice
        name={player?.name ?? ''}
        pairs={pairs}
        redraw={arrivals !== undefined}
        open={stepFor('withdraw') !== undefined}
        onClose={close}
        onPick={(mode) =>
          player &&
          setStep({
            kind: 'preview',
            request: { kind: 'withdraw', playerId: player.id, mode },
            title: t(WITHDRAW_SUMMARIES[mode], { name: player.name }),
          })
        }
      />
      <SubstituteForm
        player={stepFor('substitute')}
        matches={tournament.matches}
        names={tournament.players.map((p) => p.name)}
        pairs={pairs}
        onClose={close}
        onSubmit={({ name, fromSlot, ranked }) =>
          player &&
          setStep({
            kind: 'preview',
            request: {
              kind: 'substitute',
              playerId: player.id,
              name,
              fromSlot,
              ...(pairs ? {} : { ranked }),
            },
            title: t(pairs ? 'changes.substitute.summaryPair' : 'changes.substitute.summary', {
              name,
              previous: player.name,
              slot: fromSlot,
            }),
          })
        }
      />
      <SubstituteForm
        player={stepFor('lateArrival')}
        matches={tournament.matches}
        names={tournament.players.map((p) => p.name)}
        pairs={pairs}
        lateArrival
        onClose={close}
        onSubmit={({ name, fromSlot }) =>
          player &&
          setStep({
            kind: 'preview',
            request: { kind: 'substitute', playerId: player.id, name, fromSlot, lateArrival: true },
            title: t('changes.lateArrival.summary', { name, previous: player.name, slot: fromSlot }),
          })
        }
      />
      {arrivals ? (
        <AddPlayerForm
          open={step?.kind === 'addPlayer'}
          format={arrivals}
          names={tournament.players.map((p) => p.name)}
          onClose={close}
          onSubmit={(name) =>
            setStep({
              kind: 'preview',
              request: { kind: 'addPlayer', name },
              title: t('changes.addPlayer.summary', { name }),
            })
          }
        />
      ) : null}
      <ChangeDialog
        api={api}
        request={step?.kind === 'preview' ? step.request : undefined}
        title={step?.kind === 'preview' ? step.title : ''}
        revision={tournament.revision}
        nameOf={nameOf}
        pairs={pairs}
        matchesPlayed={matchesPlayed}
        onClose={close}
      />
    </ChangeActionsContext>
  );
}

/** "Quem compareceu?": the two sides of the match, one big button each. */
function WalkoverSidePicker({
  match,
  nameOf,
  onClose,
  onPick,
}: {
  readonly match: Match | undefined;
  readonly nameOf: (playerId: string) => string;
  readonly onClose: () => void;
  readonly onPick: (match: Match, winner: 'team1' | 'team2') => void;
}) {
  const { t } = useTranslation('tournaments');
  const sides = match ? sidesOf(match, nameOf) : undefined;
  return (
    <Dialog.Root open={match !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content data-testid="walkover-picker" className={SHEET}>
          <div className="grid gap-1">
            <Dialog.Title className="text-xl font-extrabold text-slate-900">
              {t('changes.walkover.pickTitle')}
            </Dialog.Title>
            <Dialog.Description className="text-sm text-slate-600">
              {match
                ? `${t('match.courtRound', { court: match.court, round: match.round })} · ${t('changes.walkover.pickHint')}`
                : null}
            </Dialog.Description>
          </div>
          {match && sides ? (
            <div className="grid gap-3">
              {(['team1', 'team2'] as const).map((winner, side) => (
                <button
                  key={winner}
                  type="button"
                  data-testid={`walkover-pick-${winner}`}
                  onClick={() => onPick(match, winner)}
                  className={`${BIG_BUTTON} min-h-16 border-2 border-brand-300 bg-brand-50 text-brand-900 hover:bg-brand-100`}
                >
                  {t('changes.walkover.present', { side: sides[side]?.join(' / ') })}
                </button>
              ))}
            </div>
          ) : null}
          <Dialog.Close className={`${BIG_BUTTON} border-2 border-slate-300 bg-white text-slate-800`}>
            {t('changes.cancel')}
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
