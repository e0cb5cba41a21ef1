import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { command } from '../testing/deciderSpec';
import type { AddLatePlayer } from './arrivals';
import { previewOf, type RecordWalkover, type UndoChange } from './changes';
import { type SubstitutePlayer, WITHDRAWAL_MODES, type WithdrawalMode, type WithdrawPlayer } from './leaving';
import type { RecordScore, TournamentCommand, TournamentState } from './tournamentDecider';
import { tournamentDecider } from './tournamentDecider';
import type { TournamentEvent } from './tournamentEvents';
import {
  at,
  created,
  createSuperGroups,
  createTournament,
  entries,
  owner,
  tablet,
} from './tournamentsTestKit';

// Issue 28's properties: after any sequence of scores, changes (walkovers, withdrawals with
// walkovers, void or a redraw, substitutions, late arrivals) and undos, each accepted or refused as the decider says, every
// match has at most one result, every player's match count is what the ranking shows, and undoing
// every change gives back the ranking of the scores alone.

type Step =
  | { readonly kind: 'score'; readonly match: number; readonly team1: number; readonly team2: number }
  | { readonly kind: 'walkover'; readonly match: number; readonly team1Present: boolean }
  | { readonly kind: 'withdraw'; readonly player: number; readonly mode: WithdrawalMode }
  | {
      readonly kind: 'substitute';
      readonly player: number;
      readonly later: number;
      /** Left to the default (undefined) or chosen. */
      readonly ranked: boolean | undefined;
      /** The substitution in reverse: the player named arrives late in a stand-in's seat. */
      readonly lateArrival: boolean;
    }
  | { readonly kind: 'addPlayer' }
  | { readonly kind: 'undo' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('score' as const),
    match: fc.nat(),
    team1: fc.integer({ min: 0, max: 6 }),
    team2: fc.integer({ min: 0, max: 6 }),
  }),
  fc.record({ kind: fc.constant('walkover' as const), match: fc.nat(), team1Present: fc.boolean() }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    player: fc.nat(),
    mode: fc.constantFrom(...WITHDRAWAL_MODES),
  }),
  fc.record({
    kind: fc.constant('substitute' as const),
    player: fc.nat(),
    later: fc.nat({ max: 2 }),
    ranked: fc.option(fc.boolean(), { nil: undefined }),
    lateArrival: fc.boolean(),
  }),
  fc.constant({ kind: 'addPlayer' as const }),
  fc.constant({ kind: 'undo' as const }),
  fc.constant({ kind: 'undo' as const }),
);

/** Everyone who has played or may play: the entrants, then substitutes and late arrivals. */
const playersOf = (state: TournamentState) => [
  ...state.created!.participants.map((p) => p.id),
  ...Object.keys(state.substitutes),
];

/** A player's first slot with no result, from which a substitute may take over. */
const nextSlotOf = (state: TournamentState, playerId: string) =>
  Math.min(
    ...Object.values(state.matches)
      .filter((m) => [...m.team1, ...m.team2].includes(playerId) && !state.scores[m.id] && !state.voids[m.id])
      .map((m) => m.slot),
  );

const commandId = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

const fold = (events: readonly TournamentEvent[], state = tournamentDecider.initialState()) =>
  events.reduce(tournamentDecider.evolve, state);

/** The command a step makes on a state (null when it names nothing there, e.g. an undo with no change). */
function commandFor(s: Step, state: TournamentState, n: number): TournamentCommand | null {
  const ids = Object.keys(state.matches).sort();
  const matchId = ids[('match' in s ? s.match : 0) % ids.length]!;
  const metadata = { commandId: commandId(n), at, actor: n % 2 === 0 ? owner : tablet };
  if (s.kind === 'score')
    return command<RecordScore>(
      'RecordScore',
      { matchId, team1Score: s.team1, team2Score: s.team2 },
      metadata,
    );
  if (s.kind === 'walkover')
    return command<RecordWalkover>(
      'RecordWalkover',
      { matchId, winner: s.team1Present ? 'team1' : 'team2', basedOnRevision: state.revision },
      metadata,
    );
  if (s.kind === 'withdraw' || s.kind === 'substitute') {
    const players = playersOf(state);
    const playerId = players[s.player % players.length]!;
    if (s.kind === 'withdraw')
      return command<WithdrawPlayer>(
        'WithdrawPlayer',
        { playerId, mode: s.mode, basedOnRevision: state.revision },
        metadata,
      );
    return command<SubstitutePlayer>(
      'SubstitutePlayer',
      {
        playerId,
        name: `Reserva ${n}`,
        fromSlot: nextSlotOf(state, playerId) + s.later,
        ...(s.ranked === undefined ? {} : { ranked: s.ranked }),
        lateArrival: s.lateArrival,
        basedOnRevision: state.revision,
      },
      metadata,
    );
  }
  if (s.kind === 'addPlayer')
    return command<AddLatePlayer>(
      'AddLatePlayer',
      { name: `Atrasado ${n}`, basedOnRevision: state.revision },
      metadata,
    );
  const newest = state.changes.findLast((c) => !c.undone);
  return newest
    ? command<UndoChange>('UndoChange', { changeId: newest.id, basedOnRevision: state.revision }, metadata)
    : null;
}

/** Runs the steps: each command decided on the state so far; a refusal (a DomainError) changes nothing. */
function play(start: readonly TournamentEvent[], steps: readonly Step[]) {
  let state = fold(start);
  const events: TournamentEvent[] = [...start];
  steps.forEach((s, i) => {
    const cmd = commandFor(s, state, i + 1);
    if (!cmd) return;
    try {
      const decided = tournamentDecider.decide(cmd, state);
      events.push(...decided);
      state = fold(decided, state);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  });
  return { state, events };
}

/**
 * Undoes every change still standing, newest first; null when one may not be undone any more (a
 * substitute who has played, a late arrival's or a withdrawal's redrawn round with a result, a Mexicano result
 * the next round was drawn from).
 */
function undoAll(state: TournamentState, events: TournamentEvent[]): TournamentState | null {
  let n = 10_000;
  for (;;) {
    const cmd = commandFor({ kind: 'undo' }, state, n++);
    if (!cmd) return state;
    try {
      const decided = tournamentDecider.decide(cmd, state);
      events.push(...decided);
      state = fold(decided, state);
    } catch (error) {
      if (
        error instanceof DomainError &&
        ['change.substituteHasPlayed', 'change.redrawStarted', 'tournament.mexicanoRoundStarted'].includes(
          error.code,
        )
      )
        return null;
      throw error;
    }
  }
}

const CHANGE_EVENTS = new Set<TournamentEvent['type']>([
  'MatchWalkedOver',
  'ChangeUndone',
  'PlayerWithdrawn',
  'PlayerSubstituted',
  'LeavingUndone',
  'PlayerAdded',
  'PlayerAdditionUndone',
]);

const rankingOf = (state: TournamentState) => previewOf(state, state).ranking;

const tournaments = {
  'a Super 8': () => created(createTournament()),
  'a 10-player Americano': () =>
    created(createTournament({ format: 'americano', players: entries(10), courts: 2 })),
  'a Super 16 group stage': () => created(createSuperGroups()),
  'a 10-player Mexicano': () =>
    created(createTournament({ format: 'mexicano', players: entries(10), courts: 2 })),
};

describe.each(Object.entries(tournaments))('changes and undos on %s', (_name, tournament) => {
  const steps = fc.array(step, { maxLength: 40 });

  it('leaves every match with at most one result: a walked-over match is never also scored', () => {
    fc.assert(
      fc.property(steps, (s) => {
        const { state, events } = play([tournament()], s);
        for (const matchId of Object.keys(state.voids)) expect(state.scores[matchId]).toBeUndefined();
        for (const [matchId, winner] of Object.entries(state.walkovers)) {
          const score = state.scores[matchId]!;
          expect(winner === 'team1' ? score.team1 > score.team2 : score.team2 > score.team1).toBe(true);
          // No score was recorded on it after its walkover (and before an undo).
          const since = events.findLastIndex(
            (e) => e.type === 'MatchWalkedOver' && e.data.matchId === matchId,
          );
          expect(
            events.slice(since + 1).some((e) => e.type === 'MatchScored' && e.data.matchId === matchId),
          ).toBe(false);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("shows each player's match count as the matches with a result they played", () => {
    fc.assert(
      fc.property(steps, (s) => {
        const { state } = play([tournament()], s);
        const played = new Map<string, number>();
        for (const m of Object.values(state.matches)) {
          if (!state.scores[m.id] || m.matchType !== 'group') continue;
          // A withdrawal's walkover counts for the side that was there only.
          const present = state.withdrawalWalkovers[m.id];
          const counted = present ? m[present] : [...m.team1, ...m.team2];
          for (const id of counted) played.set(id, (played.get(id) ?? 0) + 1);
        }
        for (const row of rankingOf(state))
          expect(row.wins + row.losses + row.draws).toBe(played.get(row.playerId) ?? 0);
      }),
      { numRuns: 60 },
    );
  });

  it('gives back the ranking of the scores alone once every change is undone', () => {
    fc.assert(
      fc.property(steps, (s) => {
        const { state, events } = play([tournament()], s);
        const all = [...events];
        const undone = undoAll(state, all);
        fc.pre(undone !== null);
        expect(undone.changes.every((c) => c.undone)).toBe(true);
        expect(Object.keys(undone.voids)).toEqual([]);
        expect(Object.keys(undone.leavers)).toEqual([]);
        expect(Object.keys(undone.substitutes)).toEqual([]);
        expect(Object.keys(undone.walkovers)).toEqual([]);
        // The same stream without the changes and their undos (Mexicano rounds drawn from scores stay).
        const scoresAlone = fold(all.filter((e) => !CHANGE_EVENTS.has(e.type)));
        expect(rankingOf(undone)).toEqual(rankingOf(scoresAlone));
      }),
      { numRuns: 60 },
    );
  });
});
