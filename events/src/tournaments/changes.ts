import { DomainError } from '../errors';
import {
  DEFAULT_SCORING,
  type LeavingRankingRow,
  type MatchType,
  type Score,
  type Scoring,
  toPlayerSlots,
  walkoverPoints,
} from '../formats';
import type { Command } from '../messages';
import { undoArrival } from './arrivals';
import { decideLeaving, type LeavingCommand, standingsOf, undoLeaving } from './leaving';
import { afterMexicanoScore, latestRound } from './mexicanoRounds';
import type { TournamentState } from './tournamentDecider';
import { deriveChangeId, type TournamentEvent } from './tournamentEvents';

/**
 * Mid-event changes (issue 28, first slice: the walkover): a change is an event of its own, with
 * an id, its actor in the metadata and the tournament's revision it was decided on; the history
 * lists them and they are undone newest first while the tournament is not completed. A plain
 * score is not a change: it is corrected by entering the right score (see docs/formats.md).
 */

export type WalkoverSide = 'team1' | 'team2';
export const CHANGE_KINDS = ['walkover', 'withdraw', 'substitute', 'addPlayer'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** The present side wins by the walkover score; the absent side scores nothing. */
export type RecordWalkover = Command<
  'RecordWalkover',
  {
    readonly matchId: string;
    readonly winner: WalkoverSide;
    /** The tournament's revision the organiser saw (`revision` of the detail); another one is refused. */
    readonly basedOnRevision: number;
  }
>;
/** Undoes a change (the newest one not undone yet): its match goes back to unplayed. */
export type UndoChange = Command<
  'UndoChange',
  { readonly changeId: string; readonly basedOnRevision?: number | undefined }
>;
export type ChangeCommand = RecordWalkover | UndoChange | LeavingCommand;

/** What the tournament's state remembers of a change (a leaving's details: `LeavingState`). */
export type ChangeEntry =
  | { readonly id: string; readonly kind: 'walkover'; readonly matchId: string; readonly undone: boolean }
  | { readonly id: string; readonly kind: 'withdraw' | 'substitute'; readonly undone: boolean }
  /** A late arrival (arrivals.ts): what it drew is in the state's `arrivals`. */
  | { readonly id: string; readonly kind: 'addPlayer'; readonly undone: boolean };

/** The part of the tournament's state the changes keep (folded by `evolveChange`). */
export interface ChangesState {
  /** Per walked-over match: the side that won it. */
  readonly walkovers: Readonly<Record<string, WalkoverSide>>;
  /** Oldest first. */
  readonly changes: readonly ChangeEntry[];
}

export const initialChangesState = (): ChangesState => ({ walkovers: {}, changes: [] });

/** What a walkover scores: 6-0 in games, the whole total in points, 1-0 in timed scoring. */
export function walkoverScore(scoring: Scoring, winner: WalkoverSide): Score {
  const won = walkoverPoints(scoring);
  return winner === 'team1' ? { team1: won, team2: 0 } : { team1: 0, team2: won };
}

type ChangeEvent = Extract<TournamentEvent, { type: 'MatchWalkedOver' | 'ChangeUndone' }>;

/** The tournament's state after a change event (scores, match versions and the change list). */
export function evolveChange(state: TournamentState, event: ChangeEvent): TournamentState {
  const { matchId } = event.data;
  const version = (state.versions[matchId] ?? 0) + 1;
  if (event.type === 'MatchWalkedOver') {
    const { changeId, winner, team1Score, team2Score } = event.data;
    return {
      ...state,
      scores: { ...state.scores, [matchId]: { team1: team1Score, team2: team2Score } },
      versions: { ...state.versions, [matchId]: version },
      walkovers: { ...state.walkovers, [matchId]: winner },
      changes: [...state.changes, { id: changeId, kind: 'walkover', matchId, undone: false }],
    };
  }
  const { [matchId]: _score, ...scores } = state.scores;
  const { [matchId]: _walkover, ...walkovers } = state.walkovers;
  return {
    ...state,
    scores,
    versions: { ...state.versions, [matchId]: version },
    walkovers,
    changes: state.changes.map((c) => (c.id === event.data.changeId ? { ...c, undone: true } : c)),
  };
}

/** A walked-over match takes no score: its walkover is undone first (then the match is unplayed). A void one neither. */
export function refuseScoreOnWalkover(state: TournamentState, matchId: string): void {
  if (state.walkovers[matchId]) throw new DomainError('change.matchWalkedOver');
  if (state.voids[matchId]) throw new DomainError('change.matchVoid');
}

export function refuseStaleRevision(state: TournamentState, basedOnRevision: number | undefined): void {
  if (basedOnRevision !== undefined && basedOnRevision !== state.revision)
    throw new DomainError('change.staleRevision', { revision: state.revision });
}

/**
 * The rules every change and undo shares: a tournament not ended, a group phase not locked. A
 * tournament whose matches are all played is still open (its scores can still be corrected until
 * it is ended), so a walkover typed by mistake on its last match can still be undone.
 */
export function refuseClosed(state: TournamentState, matchType: MatchType): void {
  if (state.ended) throw new DomainError('change.tournamentCompleted');
  // The Super Final was seeded from the group tables: a changed group result would contradict it.
  if (matchType === 'group' && state.superFinalGenerated)
    throw new DomainError('tournament.groupResultsLocked');
}

export const changeActor = (command: Pick<ChangeCommand, 'metadata'>) =>
  command.metadata.actor.id ?? command.metadata.actor.kind;
const actorOf = changeActor;

export function recordWalkover(command: RecordWalkover, state: TournamentState): TournamentEvent[] {
  const created = state.created;
  if (!created) throw new DomainError('tournament.notFound');
  const { matchId, winner, basedOnRevision } = command.data;
  const match = state.matches[matchId];
  if (!match) throw new DomainError('match.notFound');
  refuseStaleRevision(state, basedOnRevision);
  refuseClosed(state, match.matchType);
  if (state.scores[matchId] || state.voids[matchId]) throw new DomainError('change.matchHasResult');
  const score = walkoverScore(created.scoring ?? DEFAULT_SCORING, winner);
  const { commandId, at } = command.metadata;
  const meta = { commandId, by: actorOf(command), at };
  const drawn =
    created.format === 'mexicano' ? afterMexicanoScore({ ...state, created }, match, score, meta) : [];
  return [
    {
      type: 'MatchWalkedOver',
      data: {
        changeId: deriveChangeId(commandId),
        matchId,
        winner,
        team1Score: score.team1,
        team2Score: score.team2,
        by: meta.by,
        at,
      },
    },
    ...drawn,
  ];
}

export function undoChange(command: UndoChange, state: TournamentState): TournamentEvent[] {
  if (!state.created) throw new DomainError('tournament.notFound');
  // Nothing is undone once ended, the end itself included (it is in the history, not in `changes`).
  if (state.ended) throw new DomainError('change.tournamentCompleted');
  const { changeId, basedOnRevision } = command.data;
  const change = state.changes.find((c) => c.id === changeId);
  if (!change) throw new DomainError('change.notFound');
  refuseStaleRevision(state, basedOnRevision);
  if (change.undone) throw new DomainError('change.alreadyUndone');
  const newest = state.changes.findLast((c) => !c.undone);
  if (newest?.id !== changeId) throw new DomainError('change.undoOutOfOrder');
  if (change.kind === 'addPlayer') return undoArrival(command, state, changeId);
  if (change.kind !== 'walkover') return undoLeaving(command, state);
  const match = state.matches[change.matchId]!;
  refuseClosed(state, match.matchType);
  // A later Mexicano round was drawn from this result: taking it back would leave that draw unfounded.
  if (state.created.format === 'mexicano' && match.round < latestRound({ ...state, created: state.created }))
    throw new DomainError('tournament.mexicanoRoundStarted', { round: match.round + 1 });
  return [
    {
      type: 'ChangeUndone',
      data: { changeId, matchId: change.matchId, by: actorOf(command), at: command.metadata.at },
    },
  ];
}

export function decideChange(command: ChangeCommand, state: TournamentState): TournamentEvent[] {
  switch (command.type) {
    case 'RecordWalkover':
      return recordWalkover(command, state);
    case 'UndoChange':
      return undoChange(command, state);
    case 'WithdrawPlayer':
    case 'SubstitutePlayer':
      return decideLeaving(command, state);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

/** A match as a preview shows it (the shape of a detail body's match). */
export interface PreviewMatch {
  readonly id: string;
  readonly round: number;
  readonly court: number;
  readonly order: number;
  readonly slot: number;
  readonly groupId: string | null;
  readonly matchType: MatchType;
  readonly player1Id: string;
  readonly player2Id: string | null;
  readonly player3Id: string;
  readonly player4Id: string | null;
  readonly team1Score: number | null;
  readonly team2Score: number | null;
  readonly completed: boolean;
  readonly isDraw: boolean;
  readonly version: number;
  readonly walkover: WalkoverSide | null;
  readonly void: boolean;
}

/**
 * What a decision would change, without writing it: the matches it changes (as they would read)
 * and the ranking as it would be, counted as the read model counts it (group matches).
 */
export function previewOf(
  before: TournamentState,
  after: TournamentState,
): {
  readonly matches: PreviewMatch[];
  readonly ranking: LeavingRankingRow[];
  readonly removedMatchIds?: string[];
} {
  const changed = Object.values(after.matches).filter(
    (m) => before.matches[m.id] === undefined || (before.versions[m.id] ?? 0) !== (after.versions[m.id] ?? 0),
  );
  const matches = changed.map((m): PreviewMatch => {
    const score = after.scores[m.id];
    return {
      id: m.id,
      round: m.round,
      court: m.court,
      order: m.order,
      slot: m.slot,
      groupId: m.groupId,
      matchType: m.matchType,
      ...toPlayerSlots(m),
      team1Score: score?.team1 ?? null,
      team2Score: score?.team2 ?? null,
      completed: score !== undefined,
      isDraw: score !== undefined && score.team1 === score.team2,
      version: after.versions[m.id] ?? 0,
      walkover: after.walkovers[m.id] ?? null,
      void: after.voids[m.id] === true,
    };
  });
  const removedMatchIds = Object.keys(before.matches).filter((id) => after.matches[id] === undefined);
  return {
    matches,
    ranking: standingsOf(after),
    ...(removedMatchIds.length > 0 ? { removedMatchIds } : {}),
  };
}
