import { describe, expect, it } from 'vitest';
import { command, deciderSpec } from '../testing/deciderSpec';
import type { AddLatePlayer } from './arrivals';
import { previewOf, type UndoChange } from './changes';
import { standingsOf, type WithdrawPlayer } from './leaving';
import { tournamentDecider } from './tournamentDecider';
import { deriveChangeId, type MatchData, newParticipantId, type TournamentEvent } from './tournamentEvents';
import {
  at,
  type Created,
  created,
  createTournament,
  decided,
  entries,
  owner,
  scored,
  super8,
  tablet,
} from './tournamentsTestKit';

// A withdrawal in mode 'redraw' (issue 28): an Americano's unplayed rounds, a Mexicano's latest
// unplayed round, drawn again for the players left; its undo and its refusals.

const given = deciderSpec(tournamentDecider);
const fold = (events: readonly TournamentEvent[]) =>
  events.reduce(tournamentDecider.evolve, tournamentDecider.initialState());
const revisionOf = (events: readonly TournamentEvent[]) => events.length - 1;

const withdrawId = '00000000-0000-4000-8000-0000000e0001';
const withdrawalId = deriveChangeId(withdrawId);
const withdraw = (playerId: string, basedOnRevision: number, commandId = withdrawId) =>
  command<WithdrawPlayer>(
    'WithdrawPlayer',
    { playerId, mode: 'redraw', basedOnRevision },
    { actor: owner, at, commandId },
  );
const undo = (changeId = withdrawalId) =>
  command<UndoChange>(
    'UndoChange',
    { changeId },
    { actor: tablet, at, commandId: '00000000-0000-4000-8000-0000000e0f01' },
  );
type Withdrawn = Extract<TournamentEvent, { type: 'PlayerWithdrawn' }>;

const americano = (players = 10, courts = 2): Created =>
  created(createTournament({ format: 'americano', players: entries(players), courts }));
const mexicano = (players = 8, courts = 2): Created =>
  created(createTournament({ format: 'mexicano', players: entries(players), courts, rounds: 3 }));

const playersOf = (m: Pick<MatchData, 'team1' | 'team2'>) => [...m.team1, ...m.team2];
const playsIn = (m: MatchData, id: string) => playersOf(m).includes(id);
const roundOf = (matches: readonly MatchData[], round: number) => matches.filter((m) => m.round === round);
const matchesAfter = (events: readonly TournamentEvent[]) =>
  Object.values(fold(events).matches).sort((a, b) => a.slot - b.slot || a.court - b.court);

describe('WithdrawPlayer, mode redraw, in an Americano', () => {
  it('with no result yet: every round is drawn again for the 9 players left, the leaver in none', () => {
    const t = americano();
    const leaver = t.data.participants[4]!.id;
    const [event] = decided(withdraw(leaver, 0), [t]) as [Withdrawn];
    expect(event).toMatchObject({
      type: 'PlayerWithdrawn',
      data: {
        changeId: withdrawalId,
        playerId: leaver,
        mode: 'redraw',
        walkovers: [],
        voided: [],
        by: owner.id,
      },
    });
    const redraw = event.data.redraw!;
    expect(redraw).toMatchObject({ fromRound: 1, redrawn: true });
    expect(redraw.removed).toEqual(t.data.matches.map((m) => m.id));
    // Nine players: 9 rounds (a full cycle) of 2 matches, one player resting each round.
    expect(new Set(redraw.matches.map((m) => m.round))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]));
    for (let round = 1; round <= 9; round++) expect(roundOf(redraw.matches, round)).toHaveLength(2);
    expect(redraw.matches.some((m) => playsIn(m, leaver))).toBe(false);
    const state = fold([t, event]);
    expect(state.redrawnFromRound).toBe(1);
    expect(Object.keys(state.matches).sort()).toEqual(redraw.matches.map((m) => m.id).sort());
    const rows = standingsOf(state);
    expect(rows.filter((r) => r.ranked)).toHaveLength(9);
    expect(rows.find((r) => r.playerId === leaver)).toMatchObject({
      ranked: false,
      wins: 0,
      losses: 0,
      draws: 0,
    });
  });

  it('mid-round: their unplayed match of the round started is void, the rounds after it are drawn again', () => {
    const t = americano();
    const [a, b] = roundOf(t.data.matches, 1);
    const leaver = playersOf(b!)[0]!;
    const past = [t, scored(a!.id, 6, 3)];
    const [event] = decided(withdraw(leaver, 1), past) as [Withdrawn];
    expect(event.data.voided).toEqual([b!.id]);
    expect(event.data.leftAtSlot).toBe(b!.slot);
    const redraw = event.data.redraw!;
    expect(redraw.fromRound).toBe(2);
    expect(redraw.removed.sort()).toEqual(
      t.data.matches
        .filter((m) => m.round > 1)
        .map((m) => m.id)
        .sort(),
    );
    expect(Math.min(...redraw.matches.map((m) => m.round))).toBe(2);
    // The new slots follow the round kept.
    expect(Math.min(...redraw.matches.map((m) => m.slot))).toBe(b!.slot + 1);
    expect(redraw.matches.some((m) => playsIn(m, leaver))).toBe(false);
    const state = fold([...past, event]);
    expect(state.voids[b!.id]).toBe(true);
    expect(state.scores[a!.id]).toEqual({ team1: 6, team2: 3 });
    // The results played stay: the scored match is the leaver's partner's and opponents', untouched.
    expect(state.matches[a!.id]).toEqual(a);
  });

  it('on two courts a redraw for 7 players leaves one court (⌊7/4⌋)', () => {
    const t = americano(8);
    const [event] = decided(withdraw(t.data.participants[0]!.id, 0), [t]) as [Withdrawn];
    expect(new Set(event.data.redraw!.matches.map((m) => m.court))).toEqual(new Set([1]));
    expect(event.data.redraw!.matches).toHaveLength(7);
  });

  it('a late arrival after it draws the players present: the one who left is not drawn again', () => {
    const t = americano();
    const leaver = t.data.participants[0]!.id;
    const past = [t, ...decided(withdraw(leaver, 0), [t])];
    const arrivalId = '00000000-0000-4000-8000-0000000e0002';
    const arrival = command<AddLatePlayer>(
      'AddLatePlayer',
      { name: 'Zé', basedOnRevision: 1 },
      { actor: owner, at, commandId: arrivalId },
    );
    const after = [...past, ...decided(arrival, past)];
    const matches = matchesAfter(after);
    expect(matches.some((m) => playsIn(m, leaver))).toBe(false);
    expect(matches.some((m) => playsIn(m, newParticipantId(arrivalId, 0)))).toBe(true);
  });

  it('undone while no redrawn match has a result: the previous matches and the player come back', () => {
    const t = americano();
    const [a, b] = roundOf(t.data.matches, 1);
    const leaver = playersOf(b!)[0]!;
    const past = [t, scored(a!.id, 6, 3)];
    const withdrawn = [...past, ...decided(withdraw(leaver, 1), past)];
    const [undone] = decided(undo(), withdrawn);
    expect(undone).toMatchObject({ type: 'LeavingUndone', data: { kind: 'withdraw', matchIds: [b!.id] } });
    const state = fold([...withdrawn, undone!]);
    expect(matchesAfter([...withdrawn, undone!])).toEqual(matchesAfter(past));
    expect(state.leavers).toEqual({});
    expect(state.voids).toEqual({});
    expect(state.redrawnFromRound).toBeNull();
    expect(standingsOf(state)).toEqual(standingsOf(fold(past)));
  });

  it('is not undone once a redrawn match has a result (change.redrawStarted)', () => {
    const t = americano();
    const leaver = t.data.participants[0]!.id;
    const withdrawn = [t, ...decided(withdraw(leaver, 0), [t])];
    const redrawn = (withdrawn[1] as Withdrawn).data.redraw!.matches[0]!;
    given([...withdrawn, scored(redrawn.id, 6, 1)])
      .when(undo())
      .thenThrows('change.redrawStarted', { round: 1 });
  });

  it('refuses below 4 players (change.tooFewPlayers), and when every round has a result (change.noRoundLeft)', () => {
    const four = americano(4, 1);
    given([four])
      .when(withdraw(four.data.participants[0]!.id, 0))
      .thenThrows('change.tooFewPlayers', { min: 4 });
    const five = americano(5, 1);
    const first = [five, ...decided(withdraw(five.data.participants[0]!.id, 0), [five])];
    given(first)
      .when(withdraw(five.data.participants[1]!.id, 1, '00000000-0000-4000-8000-0000000e0003'))
      .thenThrows('change.tooFewPlayers', { min: 4 });
    const t = americano();
    const last = Math.max(...t.data.matches.map((m) => m.round));
    const [c, d] = roundOf(t.data.matches, last);
    const past = [t, scored(c!.id, 6, 2)];
    given(past)
      .when(withdraw(playersOf(d!)[0]!, 1))
      .thenThrows('change.noRoundLeft');
  });
});

describe('WithdrawPlayer, mode redraw, in a Mexicano', () => {
  it('the latest round with no result is drawn again without them; the marker stays (every Mexicano round is drawn)', () => {
    const t = mexicano();
    const leaver = t.data.participants[0]!.id;
    const [event] = decided(withdraw(leaver, 0), [t]) as [Withdrawn];
    const redraw = event.data.redraw!;
    expect(redraw).toMatchObject({ fromRound: 1, redrawn: false });
    expect(redraw.removed).toEqual(t.data.matches.map((m) => m.id));
    // Seven players on two courts: one match, three sit out.
    expect(redraw.matches).toHaveLength(1);
    expect(redraw.matches.some((m) => playsIn(m, leaver))).toBe(false);
    expect(event.data.voided).toEqual([]);
    const state = fold([t, event]);
    expect(state.redrawnFromRound).toBeNull();
    // Undone: round 1 as it was drawn.
    expect(matchesAfter([t, event, ...decided(undo(), [t, event])])).toEqual(matchesAfter([t]));
  });

  it('once the latest round has a result: their match in it is void, the next rounds are drawn without them', () => {
    const t = mexicano();
    const [a, b] = t.data.matches;
    const leaver = playersOf(b!)[0]!;
    const past = [t, scored(a!.id, 6, 2)];
    const [event] = decided(withdraw(leaver, 1), past) as [Withdrawn];
    expect(event.data).toMatchObject({
      voided: [b!.id],
      redraw: { fromRound: 2, removed: [], matches: [], redrawn: false },
    });
    const withdrawn = [...past, event];
    const drawn = decided(command('DrawMexicanoRound', {}, { actor: owner, at }), withdrawn);
    const round2 = drawn[0] as Extract<TournamentEvent, { type: 'MexicanoRoundDrawn' }>;
    expect(round2.data.round).toBe(2);
    expect(round2.data.matches.some((m) => playsIn(m, leaver))).toBe(false);
    // A later round drawn: the withdrawal is no longer undone.
    given([...withdrawn, ...drawn])
      .when(undo())
      .thenThrows('change.redrawStarted', { round: 2 });
  });

  it('is not undone once the redrawn round has a result; refused below 4 players', () => {
    const t = mexicano();
    const withdrawn = [t, ...decided(withdraw(t.data.participants[0]!.id, 0), [t])];
    const redrawn = (withdrawn[1] as Withdrawn).data.redraw!.matches[0]!;
    given([...withdrawn, scored(redrawn.id, 6, 4)])
      .when(undo())
      .thenThrows('change.redrawStarted', { round: 1 });
    const four = mexicano(4, 1);
    given([four])
      .when(withdraw(four.data.participants[0]!.id, 0))
      .thenThrows('change.tooFewPlayers', { min: 4 });
  });
});

describe('WithdrawPlayer, mode redraw, elsewhere', () => {
  it('a fixed format may not redraw (change.redrawNotAvailable), before anything else is checked', () => {
    const t = super8();
    given([t]).when(withdraw(t.data.participants[0]!.id, 0)).thenThrows('change.redrawNotAvailable');
  });

  it('the preview lists the matches drawn, the ones taken away, and the ranking without the leaver', () => {
    const t = americano();
    const leaver = t.data.participants[2]!.id;
    const before = fold([t]);
    const [event] = decided(withdraw(leaver, 0), [t]) as [Withdrawn];
    const preview = previewOf(before, fold([t, event]));
    expect(preview.matches.map((m) => m.id).sort()).toEqual(
      event.data.redraw!.matches.map((m) => m.id).sort(),
    );
    expect(preview.removedMatchIds!.sort()).toEqual(t.data.matches.map((m) => m.id).sort());
    expect(preview.ranking.find((r) => r.playerId === leaver)!.ranked).toBe(false);
  });
});
