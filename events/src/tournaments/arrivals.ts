import { PLAYER_NAME_MAX_LENGTH } from '../contracts/tournaments';
import { DomainError } from '../errors';
import { AMERICANO_MAX_PLAYERS, drawSchedule } from '../formats';
import type { Command } from '../messages';
import { refuseStaleRevision } from './changes';
import { latestRound, redrawMexicanoRound } from './mexicanoRounds';
import { nameTakenBy } from './playerNames';
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

/** What the state remembers of an arrival, so its undo needs no recomputation. */
export interface Arrival {
  readonly participantId: string;
  readonly fromRound: number;
  /** The matches its draw took away, as they were. */
  readonly replaced: readonly MatchData[];
  /** The ids of the matches drawn with the new player. */
  readonly added: readonly string[];
  /** `redrawnFromRound` before it (what an undo gives back). */
  readonly previousRedrawnFromRound: number | null;
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

/** The tournament's state after an arrival or its undo. */
export function evolveArrival(state: TournamentState, event: ArrivalEvent): TournamentState {
  const created = state.created!;
  if (event.type === 'PlayerAdded') {
    const { changeId, participant, fromRound, removed, matches, redrawn } = event.data;
    return {
      ...state,
      created: { ...created, participants: [...created.participants, participant] },
      names: { ...state.names, [participant.id]: participant.name },
      matches: replaceMatches(state.matches, removed, matches),
      arrivals: {
        ...state.arrivals,
        [changeId]: {
          participantId: participant.id,
          fromRound,
          replaced: removed.map((id) => state.matches[id]!),
          added: matches.map((m) => m.id),
          previousRedrawnFromRound: state.redrawnFromRound,
        },
      },
      redrawnFromRound: redrawn ? fromRound : state.redrawnFromRound,
      changes: [...state.changes, { id: changeId, kind: 'addPlayer', undone: false }],
    };
  }
  const { changeId, participantId, removed, restored, redrawnFromRound } = event.data;
  const { [participantId]: _name, ...names } = state.names;
  return {
    ...state,
    created: { ...created, participants: created.participants.filter((p) => p.id !== participantId) },
    names,
    matches: replaceMatches(state.matches, removed, restored),
    redrawnFromRound,
    changes: state.changes.map((c) => (c.id === changeId ? { ...c, undone: true } : c)),
  };
}

/** A late player's name: not blank, not too long, nobody's in the tournament already. */
function lateName(name: string, state: TournamentState): string {
  const trimmed = name.trim();
  if (trimmed.length === 0) throw new DomainError('player.nameRequired');
  if (trimmed.length > PLAYER_NAME_MAX_LENGTH)
    throw new DomainError('player.nameTooLong', { max: PLAYER_NAME_MAX_LENGTH });
  const taken = nameTakenBy(trimmed, Object.values(state.names));
  if (taken !== undefined) throw new DomainError('tournament.duplicateName', { name: taken });
  return trimmed;
}

interface Draw {
  readonly fromRound: number;
  readonly removed: readonly string[];
  readonly matches: readonly MatchData[];
}

/**
 * Americano: the rounds from the first one with no result on, drawn again for everyone present.
 * The new schedule's seed follows from the tournament's and the round, so the decision is pure.
 */
function americanoRedraw(state: TournamentState, commandId: string): Draw {
  const created = state.created!;
  const matches = Object.values(state.matches);
  const played = Math.max(0, ...matches.filter((m) => state.scores[m.id]).map((m) => m.round));
  const rounds = Math.max(0, ...matches.map((m) => m.round)) - played;
  if (rounds === 0) throw new DomainError('change.noRoundLeft');
  const lastSlot = Math.max(0, ...matches.filter((m) => m.round <= played).map((m) => m.slot));
  const schedule = drawSchedule({
    format: 'americano',
    participants: created.participants.map((p) => p.id),
    courts: created.courts,
    rounds,
    seed: created.seed + played + 1,
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
 * Mexicano: the latest round is drawn again with the new player while it has no result; once it
 * has one they join from the round after it, drawn as every Mexicano round is.
 */
function mexicanoRejoin(
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
  const name = lateName(command.data.name, state);
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
      : mexicanoRejoin(joined, { commandId, by, at });
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
  const added = new Set(arrival.added);
  const started = Object.values(state.matches).some(
    (m) => m.round >= arrival.fromRound && (!added.has(m.id) || state.scores[m.id] !== undefined),
  );
  if (started) throw new DomainError('change.redrawStarted', { round: arrival.fromRound });
  const { actor, at } = command.metadata;
  return [
    {
      type: 'PlayerAdditionUndone',
      data: {
        changeId,
        participantId: arrival.participantId,
        removed: [...arrival.added],
        restored: [...arrival.replaced],
        redrawnFromRound: arrival.previousRedrawnFromRound,
        by: actor.id ?? actor.kind,
        at,
      },
    },
  ] satisfies TournamentEvent[];
}
