import { DomainError } from '../errors';
import {
  AMERICANO_MIN_PLAYERS,
  countedOutcomes,
  DEFAULT_SCORING,
  type LeavingRankingRow,
  type RankedEntrant,
  rankWithLeavers,
} from '../formats';
import type { Command } from '../messages';
import {
  americanoRedraw,
  applyRedraw,
  type Draw,
  mexicanoRedraw,
  type Redraw,
  redrawUndone,
  refuseRedrawStarted,
  unapplyRedraw,
} from './arrivals';
import {
  type ChangeEntry,
  changeActor,
  refuseClosed,
  refuseStaleRevision,
  type WalkoverSide,
  walkoverScore,
} from './changes';
import { countedMatches } from './ending';
import { latestRound, presentPlayersOf } from './mexicanoRounds';
import { checkedPlayerName } from './playerNames';
import type { TournamentState } from './tournamentDecider';
import { deriveChangeId, type MatchData, newSubstituteId, type TournamentEvent } from './tournamentEvents';

/**
 * A player leaves mid-event (issue 28): withdrawn with no substitute (their unplayed matches become
 * walkovers for the other side, or void, or, in an Americano or a Mexicano, the unplayed rounds are
 * drawn again for the players left), or replaced by a substitute from a slot on. Both are changes
 * (history, preview, undo newest first); see docs/formats.md "A player leaves".
 */

export const WITHDRAWAL_MODES = ['walkover', 'void', 'redraw'] as const;
export type WithdrawalMode = (typeof WITHDRAWAL_MODES)[number];

export type WithdrawPlayer = Command<
  'WithdrawPlayer',
  { readonly playerId: string; readonly mode: WithdrawalMode; readonly basedOnRevision: number }
>;
export type SubstitutePlayer = Command<
  'SubstitutePlayer',
  {
    readonly playerId: string;
    readonly name: string;
    readonly fromSlot: number;
    /** Individual formats: the substitute takes a place in the ranking (default: left out, or ranked for a late arrival). */
    readonly ranked?: boolean | undefined;
    /**
     * A late arrival: `name` is the real entrant, arriving while the stand-in `playerId` played
     * the matches before `fromSlot` (ranked by default; the stand-in is left out of the places).
     */
    readonly lateArrival?: boolean | undefined;
    readonly basedOnRevision: number;
  }
>;
export type LeavingCommand = WithdrawPlayer | SubstitutePlayer;

/** What an undo of a withdrawal or substitution needs. */
interface Leaving {
  readonly kind: 'withdraw' | 'substitute';
  readonly playerId: string;
  readonly substituteId: string | null;
  readonly previousName: string | null;
  readonly matchIds: readonly string[];
  /** A withdrawal in mode 'redraw': the rounds drawn again (what its undo gives back). */
  readonly redraw?: Redraw | undefined;
}

export interface LeavingState {
  /** Void matches: played by nobody, counted for nobody. */
  readonly voids: Readonly<Record<string, true>>;
  /** Walkovers a withdrawal made (their winner): the absent side does not count them. */
  readonly withdrawalWalkovers: Readonly<Record<string, WalkoverSide>>;
  /** Players (or pairs) who left: the slot they left from. */
  readonly leavers: Readonly<Record<string, number>>;
  /** Substitutes of individual formats: whom they replace, whether they take a place, whether they arrived late. */
  readonly substitutes: Readonly<
    Record<string, { readonly replaces: string; readonly ranked: boolean; readonly lateArrival: boolean }>
  >;
  /** Per change id. */
  readonly leavings: Readonly<Record<string, Leaving>>;
}

export const initialLeavingState = (): LeavingState => ({
  voids: {},
  withdrawalWalkovers: {},
  leavers: {},
  substitutes: {},
  leavings: {},
});

const playsIn = (match: MatchData, playerId: string) =>
  match.team1.includes(playerId) || match.team2.includes(playerId);

/** Whether a match still waits for its result: no score, no walkover, not void. */
const unplayed = (state: TournamentState, match: MatchData) =>
  !state.scores[match.id] && !state.voids[match.id];

/** The tournament, the player named and the checks every leaving shares. */
function leavingOf(state: TournamentState, playerId: string, basedOnRevision: number) {
  const created = state.created;
  if (!created) throw new DomainError('tournament.notFound');
  if (state.names[playerId] === undefined) throw new DomainError('player.notFound');
  refuseStaleRevision(state, basedOnRevision);
  // An ended tournament is refused with the matches (`refuseClosed`).
  if (state.leavers[playerId] !== undefined)
    throw new DomainError('change.playerAlreadyLeft', { name: state.names[playerId] });
  return created;
}

/** Refuses matches a closed phase holds; none at all: a group player after the Super Final, or nothing left. */
function refuseNoneOrClosed(state: TournamentState, matches: readonly MatchData[]): void {
  if (matches.length === 0)
    throw new DomainError(
      state.superFinalGenerated ? 'tournament.groupResultsLocked' : 'change.noMatchesLeft',
    );
  for (const match of matches) refuseClosed(state, match.matchType);
}

/**
 * Mode 'redraw' (Americano, Mexicano): the unplayed rounds are drawn again for the players left, as a
 * late arrival's are (arrivals.ts): an Americano's from the first round with no result, a Mexicano's
 * latest round while it has none. Their unplayed matches in the rounds kept (a round already
 * started) become void. Refused below the format's minimum of players.
 */
function redrawWithout(command: WithdrawPlayer, state: TournamentState, left: readonly MatchData[]) {
  const created = state.created!;
  const { format } = created;
  const { playerId } = command.data;
  const gone: TournamentState = { ...state, leavers: { ...state.leavers, [playerId]: 0 } };
  if (presentPlayersOf({ ...gone, created }).length < AMERICANO_MIN_PLAYERS)
    throw new DomainError('change.tooFewPlayers', { min: AMERICANO_MIN_PLAYERS });
  const { commandId, at } = command.metadata;
  const draw: Draw =
    format === 'americano'
      ? americanoRedraw(gone, commandId)
      : mexicanoRedraw(gone, { commandId, by: changeActor(command), at });
  const removed = new Set(draw.removed);
  return {
    voided: left.filter((m) => !removed.has(m.id)).map((m) => m.id),
    redraw: {
      fromRound: draw.fromRound,
      removed: [...draw.removed],
      matches: [...draw.matches],
      redrawn: format === 'americano',
    },
  };
}

export function withdrawPlayer(command: WithdrawPlayer, state: TournamentState): TournamentEvent[] {
  const { playerId, mode, basedOnRevision } = command.data;
  const created = leavingOf(state, playerId, basedOnRevision);
  const left = Object.values(state.matches).filter((m) => playsIn(m, playerId) && unplayed(state, m));
  if (mode === 'redraw' && created.format !== 'americano' && created.format !== 'mexicano')
    throw new DomainError('change.redrawNotAvailable');
  refuseNoneOrClosed(state, left);
  const scoring = created.scoring ?? DEFAULT_SCORING;
  const walkovers =
    mode === 'walkover'
      ? left.map((m) => {
          const winner: WalkoverSide = m.team1.includes(playerId) ? 'team2' : 'team1';
          const score = walkoverScore(scoring, winner);
          return { matchId: m.id, winner, team1Score: score.team1, team2Score: score.team2 };
        })
      : [];
  const redrawn = mode === 'redraw' ? redrawWithout(command, state, left) : null;
  const { commandId, at } = command.metadata;
  return [
    {
      type: 'PlayerWithdrawn',
      data: {
        changeId: deriveChangeId(commandId),
        playerId,
        mode,
        leftAtSlot: Math.min(...left.map((m) => m.slot)),
        walkovers,
        voided: redrawn?.voided ?? (mode === 'void' ? left.map((m) => m.id) : []),
        ...(redrawn ? { redraw: redrawn.redraw } : {}),
        by: changeActor(command),
        at,
      },
    },
  ];
}

export function substitutePlayer(command: SubstitutePlayer, state: TournamentState): TournamentEvent[] {
  const { playerId, fromSlot, basedOnRevision } = command.data;
  const created = leavingOf(state, playerId, basedOnRevision);
  const name = checkedPlayerName(command.data.name, Object.values(state.names));
  const moved = Object.values(state.matches).filter((m) => playsIn(m, playerId) && m.slot >= fromSlot);
  const played = moved.find((m) => !unplayed(state, m));
  if (played) throw new DomainError('change.slotPlayed', { slot: played.slot });
  refuseNoneOrClosed(state, moved);
  const pairs = created.format === 'super8_fixed_pairs';
  const lateArrival = command.data.lateArrival === true;
  const { commandId, at } = command.metadata;
  return [
    {
      type: 'PlayerSubstituted',
      data: {
        changeId: deriveChangeId(commandId),
        playerId,
        substituteId: pairs ? null : newSubstituteId(commandId),
        name,
        previousName: state.names[playerId]!,
        fromSlot,
        ranked: pairs || (command.data.ranked ?? lateArrival),
        lateArrival,
        matchIds: moved.map((m) => m.id),
        by: changeActor(command),
        at,
      },
    },
  ];
}

/** Undoes a withdrawal or substitution (the shared checks, newest first, are made by `undoChange`). */
export function undoLeaving(
  command: Command<'UndoChange', { readonly changeId: string }>,
  state: TournamentState,
) {
  const { changeId } = command.data;
  const leaving = state.leavings[changeId]!;
  const matches = leaving.matchIds.map((id) => state.matches[id]!);
  for (const match of matches) refuseClosed(state, match.matchType);
  if (leaving.kind === 'substitute' && matches.some((m) => !unplayed(state, m)))
    throw new DomainError('change.substituteHasPlayed');
  if (leaving.redraw) refuseRedrawStarted(state, leaving.redraw);
  // A later Mexicano round was drawn from these walkovers: taking them back would leave it unfounded.
  // (A substitution's matches are unplayed, so no later round can have been drawn from them.)
  if (state.created!.format === 'mexicano') {
    const latest = latestRound({ ...state, created: state.created! });
    const early = matches.find((m) => m.round < latest);
    if (early) throw new DomainError('tournament.mexicanoRoundStarted', { round: early.round + 1 });
  }
  return [
    {
      type: 'LeavingUndone',
      data: {
        changeId,
        kind: leaving.kind,
        playerId: leaving.playerId,
        substituteId: leaving.substituteId,
        // A renamed pair gets its name back; a withdrawal has none, a substitute's row simply goes.
        previousName: leaving.substituteId ? null : leaving.previousName,
        matchIds: [...leaving.matchIds],
        ...(leaving.redraw ? { redraw: redrawUndone(leaving.redraw) } : {}),
        by: changeActor(command),
        at: command.metadata.at,
      },
    },
  ] satisfies TournamentEvent[];
}

type LeavingEvent = Extract<
  TournamentEvent,
  { type: 'PlayerWithdrawn' | 'PlayerSubstituted' | 'LeavingUndone' }
>;

const bump = (versions: TournamentState['versions'], ids: readonly string[]) => ({
  ...versions,
  ...Object.fromEntries(ids.map((id) => [id, (versions[id] ?? 0) + 1])),
});

const without = <V>(record: Readonly<Record<string, V>>, ids: readonly string[]) =>
  Object.fromEntries(Object.entries(record).filter(([id]) => !ids.includes(id)));

/** Seats `to` in place of `from` in the given matches. */
function reseat(state: TournamentState, ids: readonly string[], from: string, to: string) {
  const swap = (side: readonly string[]) => side.map((id) => (id === from ? to : id));
  return {
    ...state.matches,
    ...Object.fromEntries(
      ids.map((id) => {
        const m = state.matches[id]!;
        return [id, { ...m, team1: swap(m.team1), team2: swap(m.team2) }];
      }),
    ),
  };
}

export function evolveLeaving(state: TournamentState, event: LeavingEvent): TournamentState {
  const entry = (kind: 'withdraw' | 'substitute'): ChangeEntry => ({
    id: event.data.changeId,
    kind,
    undone: false,
  });
  switch (event.type) {
    case 'PlayerWithdrawn': {
      const { changeId, playerId, walkovers, voided, leftAtSlot } = event.data;
      const matchIds = [...walkovers.map((w) => w.matchId), ...voided];
      const { redraw, ...drawn } = event.data.redraw
        ? applyRedraw(state, event.data.redraw)
        : { redraw: undefined };
      return {
        ...state,
        ...drawn,
        scores: {
          ...state.scores,
          ...Object.fromEntries(
            walkovers.map((w) => [w.matchId, { team1: w.team1Score, team2: w.team2Score }]),
          ),
        },
        versions: bump(state.versions, matchIds),
        walkovers: { ...state.walkovers, ...Object.fromEntries(walkovers.map((w) => [w.matchId, w.winner])) },
        withdrawalWalkovers: {
          ...state.withdrawalWalkovers,
          ...Object.fromEntries(walkovers.map((w) => [w.matchId, w.winner])),
        },
        voids: { ...state.voids, ...Object.fromEntries(voided.map((id) => [id, true as const])) },
        leavers: { ...state.leavers, [playerId]: leftAtSlot },
        leavings: {
          ...state.leavings,
          [changeId]: {
            kind: 'withdraw',
            playerId,
            substituteId: null,
            previousName: null,
            matchIds,
            redraw,
          },
        },
        changes: [...state.changes, entry('withdraw')],
      };
    }
    case 'PlayerSubstituted': {
      const {
        changeId,
        playerId,
        substituteId,
        name,
        previousName,
        fromSlot,
        ranked,
        lateArrival,
        matchIds,
      } = event.data;
      const leaving: Leaving = { kind: 'substitute', playerId, substituteId, previousName, matchIds };
      const common = {
        versions: bump(state.versions, matchIds),
        leavings: { ...state.leavings, [changeId]: leaving },
        changes: [...state.changes, entry('substitute')],
      };
      if (!substituteId) return { ...state, ...common, names: { ...state.names, [playerId]: name } };
      return {
        ...state,
        ...common,
        matches: reseat(state, matchIds, playerId, substituteId),
        names: { ...state.names, [substituteId]: name },
        leavers: { ...state.leavers, [playerId]: fromSlot },
        substitutes: { ...state.substitutes, [substituteId]: { replaces: playerId, ranked, lateArrival } },
      };
    }
    case 'LeavingUndone': {
      const { changeId, playerId, substituteId, previousName, matchIds } = event.data;
      const undone = {
        ...state,
        versions: bump(state.versions, matchIds),
        leavers: without(state.leavers, [playerId]),
        changes: state.changes.map((c) => (c.id === changeId ? { ...c, undone: true } : c)),
      };
      if (event.data.kind === 'withdraw')
        return {
          ...undone,
          ...(event.data.redraw ? unapplyRedraw(state, event.data.redraw) : {}),
          scores: without(state.scores, matchIds),
          walkovers: without(state.walkovers, matchIds),
          withdrawalWalkovers: without(state.withdrawalWalkovers, matchIds),
          voids: without(state.voids, matchIds),
        };
      if (!substituteId) return { ...undone, names: { ...state.names, [playerId]: previousName! } };
      return {
        ...undone,
        matches: reseat(state, matchIds, substituteId, playerId),
        names: without(state.names, [substituteId]),
        substitutes: without(state.substitutes, [substituteId]),
      };
    }
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export function decideLeaving(command: LeavingCommand, state: TournamentState): TournamentEvent[] {
  return command.type === 'WithdrawPlayer'
    ? withdrawPlayer(command, state)
    : substitutePlayer(command, state);
}

/**
 * The tournament's participants as the ranking sees them: the entrants, then the substitutes, each
 * with their leaving marks.
 */
export function entrantsOf(state: TournamentState): RankedEntrant[] {
  const entrants = state.created!.participants.map((p) => p.id);
  const standIns = new Set(
    Object.values(state.substitutes)
      .filter((s) => s.lateArrival)
      .map((s) => s.replaces),
  );
  return [...entrants, ...Object.keys(state.substitutes)].map((id) => ({
    id,
    name: state.names[id]!,
    leftAtSlot: state.leavers[id] ?? null,
    substituteFor: state.substitutes[id]?.replaces ?? null,
    rankedSubstitute: state.substitutes[id]?.ranked ?? false,
    standIn: standIns.has(id),
  }));
}

/** The ranking as the read model counts it (group matches), with leavers (see `rankWithLeavers`). */
export function standingsOf(state: TournamentState): LeavingRankingRow[] {
  const outcomes = Object.values(state.matches)
    .filter((m) => m.matchType === 'group')
    .map((m) => ({
      round: m.round,
      team1: m.team1,
      team2: m.team2,
      score: state.scores[m.id] ?? null,
      void: state.voids[m.id] === true,
      withdrawalWinner: state.withdrawalWalkovers[m.id] ?? null,
    }));
  return rankWithLeavers(
    entrantsOf(state),
    countedOutcomes(countedMatches(outcomes, state.ended)),
    state.created!.scoring ?? DEFAULT_SCORING,
  );
}
