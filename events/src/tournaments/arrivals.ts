import { DomainError } from '../errors';
import { AMERICANO_MAX_PLAYERS, americanoCourts, americanoFullRounds, drawSchedule } from '../formats';
import type { Command } from '../messages';
import { refuseStaleRevision } from './changes';
import { latestRound, presentPlayersOf, redrawMexicanoRound } from './mexicanoRounds';
import { checkedPlayerName } from './playerNames';
import type { TournamentState } from './tournamentDecider';
import {
  deriveChangeId,
  type MatchData,
  newMatchId,
  newParticipantId,
  type ParticipantData,
  type TournamentEvent,
} from './tournamentEvents';

/**
 * A late arrival (issue 28): in an Americano or a Mexicano a new player joins from the next round
 * not played yet (a round with no result; when the current round has results, the one after it).
 * They have no match before it: those rounds count as their rests, credited under the fair rule
 * for unequal match counts (formats/ranking.ts, `restCredit`) once played.
 *
 * - **Americano:** the unplayed rounds are drawn again for everyone now present: a fresh Americano
 *   schedule for N + 1 players on the same courts, as many rounds as were still planned, numbered
 *   on from the rounds kept. The fairness guarantee holds for those rounds only: bodies say from
 *   which round (`redrawnFromRound`).
 * - **Mexicano:** the players list grows and the next rounds are drawn with them, as Mexicano draws
 *   every round from the standings; the latest round, drawn but with no result yet, is drawn again.
 *
 * Undone (newest change first) only while no match drawn with them has a result: the previous
 * matches come back and the player leaves.
 */
export type AddLatePlayer = Command<
  'AddLatePlayer',
  {
    readonly name: string;
    /** The tournament's revision the organiser saw (`revision` of the detail); another one is refused. */
    readonly basedOnRevision: number;
  }
>;

/**
 * What the state remembers of a redraw (a late arrival's, or a withdrawal's in mode 'redraw',
 * leaving.ts), so its undo needs no recomputation.
 */
export interface Redraw {
  readonly fromRound: number;
  /** The matches its draw took away, as they were. */
  readonly replaced: readonly MatchData[];
  /** The ids of the matches drawn for the players present. */
  readonly added: readonly string[];
  /** `redrawnFromRound` before it (what an undo gives back). */
  readonly previousRedrawnFromRound: number | null;
}

/** What the state remembers of an arrival. */
export interface Arrival extends Redraw {
  readonly participantId: string;
}

export interface ArrivalsState {
  readonly arrivals: Readonly<Record<string, Arrival>>;
  /** Americano: the first round drawn again for a late arrival (null while none was). */
  readonly redrawnFromRound: number | null;
}

export const initialArrivalsState = (): ArrivalsState => ({ arrivals: {}, redrawnFromRound: null });

type ArrivalEvent = Extract<TournamentEvent, { type: 'PlayerAdded' | 'PlayerAdditionUndone' }>;

/** The matches left once `removed` are taken away and `added` put in. */
function replaceMatches(
  matches: TournamentState['matches'],
  removed: readonly string[],
  added: readonly MatchData[],
): TournamentState['matches'] {
  const gone = new Set(removed);
  return Object.fromEntries([
    ...Object.entries(matches).filter(([id]) => !gone.has(id)),
    ...added.map((m) => [m.id, m] as const),
  ]);
}

/** A redraw as its event tells it: the matches `removed` give way to `matches`, drawn from `fromRound`. */
export interface DrawnAgain {
  readonly fromRound: number;
  readonly removed: readonly string[];
  readonly matches: readonly MatchData[];
  /** An Americano's unplayed rounds were drawn again (the fairness guarantee holds before only). */
  readonly redrawn: boolean;
}

/** The state after a redraw, and what its undo needs (`redraw`). */
export function applyRedraw(state: TournamentState, drawn: DrawnAgain) {
  const redraw: Redraw = {
    fromRound: drawn.fromRound,
    replaced: drawn.removed.map((id) => state.matches[id]!),
    added: drawn.matches.map((m) => m.id),
    previousRedrawnFromRound: state.redrawnFromRound,
  };
  return {
    matches: replaceMatches(state.matches, drawn.removed, drawn.matches),
    redrawnFromRound: drawn.redrawn ? drawn.fromRound : state.redrawnFromRound,
    redraw,
  };
}

/** A redraw taken back, as its undo event tells it: the drawn matches go, the replaced come back. */
export interface RedrawUndone {
  readonly removed: readonly string[];
  readonly restored: readonly MatchData[];
  readonly redrawnFromRound: number | null;
}

export const unapplyRedraw = (state: TournamentState, undone: RedrawUndone) => ({
  matches: replaceMatches(state.matches, undone.removed, undone.restored),
  redrawnFromRound: undone.redrawnFromRound,
});

/** What the undo event of a redraw carries. */
export const redrawUndone = (redraw: Redraw) => ({
  removed: [...redraw.added],
  restored: [...redraw.replaced],
  redrawnFromRound: redraw.previousRedrawnFromRound,
});

/** The tournament's state after an arrival or its undo. */
export function evolveArrival(state: TournamentState, event: ArrivalEvent): TournamentState {
  const created = state.created!;
  if (event.type === 'PlayerAdded') {
    const { changeId, participant } = event.data;
    const { redraw, ...drawn } = applyRedraw(state, event.data);
    return {
      ...state,
      ...drawn,
      created: { ...created, participants: [...created.participants, participant] },
      names: { ...state.names, [participant.id]: participant.name },
      arrivals: { ...state.arrivals, [changeId]: { ...redraw, participantId: participant.id } },
      changes: [...state.changes, { id: changeId, kind: 'addPlayer', undone: false }],
    };
  }
  const { changeId, participantId } = event.data;
  const { [participantId]: _name, ...names } = state.names;
  return {
    ...state,
    ...unapplyRedraw(state, event.data),
    created: { ...created, participants: created.participants.filter((p) => p.id !== participantId) },
    names,
    changes: state.changes.map((c) => (c.id === changeId ? { ...c, undone: true } : c)),
  };
}

export interface Draw {
  readonly fromRound: number;
  readonly removed: readonly string[];
  readonly matches: readonly MatchData[];
}

/**
 * Americano: the rounds from the first one with no result on, drawn again for everyone present
 * (the entrants, late arrivals and substitutes, less whoever left). As many rounds as were still
 * planned, at most a full cycle for the players present, on the courts they fill. The new
 * schedule's seed follows from the tournament's and the round, so the decision is pure.
 */
export function americanoRedraw(state: TournamentState, commandId: string): Draw {
  const created = state.created!;
  const matches = Object.values(state.matches);
  const played = Math.max(0, ...matches.filter((m) => state.scores[m.id]).map((m) => m.round));
  const planned = Math.max(0, ...matches.map((m) => m.round)) - played;
  if (planned === 0) throw new DomainError('change.noRoundLeft');
  const lastSlot = Math.max(0, ...matches.filter((m) => m.round <= played).map((m) => m.slot));
  const participants = presentPlayersOf({ ...state, created }).map((p) => p.id);
  const schedule = drawSchedule({
    format: 'americano',
    participants,
    courts: Math.min(created.courts, americanoCourts(participants.length).max),
    rounds: Math.min(planned, americanoFullRounds(participants.length)),
    seed: created.seed + played + 1,
    // Balanced by level, as at creation: a late arrival has no recorded level (a newcomer's rating).
    levels: created.levels,
  });
  return {
    fromRound: played + 1,
    removed: matches.filter((m) => m.round > played).map((m) => m.id),
    matches: schedule.matches.map((m) => {
      const round = m.round + played;
      const slot = m.slot + lastSlot;
      const key = `r${round}-s${slot}-c${m.court}`;
      return { ...m, id: newMatchId(commandId, key), key, round, slot };
    }),
  };
}

/**
 * Mexicano: the latest round is drawn again for the players present (with a new player, without
 * one who left) while it has no result; once it has one, the change holds from the round after it,
 * drawn as every Mexicano round is.
 */
export function mexicanoRedraw(
  state: TournamentState,
  meta: { readonly commandId: string; readonly by: string; readonly at: string },
): Draw {
  const created = state.created!;
  const latest = latestRound({ ...state, created });
  const current = Object.values(state.matches).filter((m) => m.round === latest);
  if (current.some((m) => state.scores[m.id])) return { fromRound: latest + 1, removed: [], matches: [] };
  return {
    fromRound: latest,
    removed: current.map((m) => m.id),
    matches: redrawMexicanoRound({ ...state, created }, latest, meta),
  };
}

export function addLatePlayer(command: AddLatePlayer, state: TournamentState): TournamentEvent[] {
  const created = state.created;
  if (!created) throw new DomainError('tournament.notFound');
  refuseStaleRevision(state, command.data.basedOnRevision);
  if (state.ended) throw new DomainError('change.tournamentCompleted');
  const { format } = created;
  if (format !== 'americano' && format !== 'mexicano') throw new DomainError('change.addPlayerFormat');
  const name = checkedPlayerName(command.data.name, Object.values(state.names));
  if (created.participants.length >= AMERICANO_MAX_PLAYERS)
    throw new DomainError('change.tooManyPlayers', { max: AMERICANO_MAX_PLAYERS });
  const { commandId, actor, at } = command.metadata;
  const by = actor.id ?? actor.kind;
  const participant: ParticipantData = { id: newParticipantId(commandId, 0), name, groupId: null };
  const joined: TournamentState = {
    ...state,
    created: { ...created, participants: [...created.participants, participant] },
  };
  const draw =
    format === 'americano'
      ? americanoRedraw(joined, commandId)
      : mexicanoRedraw(joined, { commandId, by, at });
  return [
    {
      type: 'PlayerAdded',
      data: {
        changeId: deriveChangeId(commandId),
        participant,
        fromRound: draw.fromRound,
        removed: [...draw.removed],
        matches: [...draw.matches],
        redrawn: format === 'americano',
        by,
        at,
      },
    },
  ];
}

/**
 * Takes an arrival back (the undo's order and openness are checked by `undoChange`): refused once
 * a match drawn with the new player has a result, or a later round was drawn with them (Mexicano).
 */
export function undoArrival(command: Command<string, unknown>, state: TournamentState, changeId: string) {
  const arrival = state.arrivals[changeId]!;
  refuseRedrawStarted(state, arrival);
  const { actor, at } = command.metadata;
  return [
    {
      type: 'PlayerAdditionUndone',
      data: {
        changeId,
        participantId: arrival.participantId,
        ...redrawUndone(arrival),
        by: actor.id ?? actor.kind,
        at,
      },
    },
  ] satisfies TournamentEvent[];
}

/**
 * A redraw is taken back only while no match drawn by it has a result and no later round was drawn
 * after it (Mexicano): otherwise `change.redrawStarted`.
 */
export function refuseRedrawStarted(state: TournamentState, redraw: Redraw): void {
  const added = new Set(redraw.added);
  const started = Object.values(state.matches).some(
    (m) => m.round >= redraw.fromRound && (!added.has(m.id) || state.scores[m.id] !== undefined),
  );
  if (started) throw new DomainError('change.redrawStarted', { round: redraw.fromRound });
}
