import { describe, expect, it } from 'vitest';
import { mexicanoFirstRound, seededRandom } from '../formats';
import { command, deciderSpec } from '../testing/deciderSpec';
import type { DrawMexicanoRound, RecordScore } from './tournamentDecider';
import { tournamentDecider } from './tournamentDecider';
import { type MatchData, type TournamentEvent, tournamentEventSchemas } from './tournamentEvents';
import { created, createTournament, decided, owner, scored } from './tournamentsTestKit';

// Mexicano: round 1 at creation, each later round drawn from the standings by the score that
// completes the round before it; the rule itself is formats/mexicano.ts.

const given = deciderSpec(tournamentDecider);
const names = (count: number) => Array.from({ length: count }, (_, i) => `Jogador ${i + 1}`);

const mexicano = (players: number, courts: number, rounds?: number) =>
  createTournament({
    name: 'Mexicano de sábado',
    format: 'mexicano',
    players: names(players),
    courts,
    seed: 7,
    ...(rounds === undefined ? {} : { rounds }),
  });

let commands = 0;
const score = (matchId: string, team1Score: number, team2Score: number) =>
  command<RecordScore>(
    'RecordScore',
    { matchId, team1Score, team2Score },
    { actor: owner, commandId: `00000000-0000-4000-8000-${String(++commands).padStart(12, '0')}` },
  );
const drawRound = () =>
  command<DrawMexicanoRound>(
    'DrawMexicanoRound',
    {},
    { actor: owner, commandId: '00000000-0000-4000-8000-0000000d0a11' },
  );

type Drawn = Extract<TournamentEvent, { type: 'MexicanoRoundDrawn' }>;
const roundDrawn = (events: readonly TournamentEvent[]) =>
  events.find((e): e is Drawn => e.type === 'MexicanoRoundDrawn');

/** Scores every match as given (team1, team2), each decided on the events so far; returns them all. */
function play(past: TournamentEvent[], matches: readonly MatchData[], scores: readonly [number, number][]) {
  const events = [...past];
  matches.forEach((m, i) => {
    const [a, b] = scores[i]!;
    events.push(...decided(score(m.id, a, b), events));
  });
  return events;
}

const people = (m: MatchData) => [...m.team1, ...m.team2];

describe('creating a Mexicano', () => {
  it.each([
    [5, 1],
    [8, 2],
    [13, 3],
  ])('draws round 1 only for %i players on %i courts, by the seeded lottery', (players, courts) => {
    const event = created(mexicano(players, courts));
    const ids = event.data.participants.map((p) => p.id);
    const first = mexicanoFirstRound(ids, seededRandom(7));
    expect(event.data.format).toBe('mexicano');
    expect(event.data.rounds).toBe(players - 1);
    expect(event.data.matches.map((m) => ({ team1: m.team1, team2: m.team2 }))).toEqual(first.matches);
    expect(new Set(event.data.matches.map((m) => m.round))).toEqual(new Set([1]));
    // ⌊N/4⌋ matches over ⌈matches / courts⌉ slots, court by court.
    const slots = Math.ceil(Math.floor(players / 4) / courts);
    expect(Math.max(...event.data.matches.map((m) => m.slot))).toBe(slots);
    expect(event.data.matches.map((m) => m.court)).toEqual(
      event.data.matches.map((_, i) => (i % courts) + 1),
    );
    expect(tournamentEventSchemas.TournamentCreated.schema.parse(event.data)).toEqual(event.data);
  });

  it('records the planned rounds, 1 to twice the default', () => {
    expect(created(mexicano(8, 2, 3)).data.rounds).toBe(3);
    expect(created(mexicano(8, 2, 14)).data.rounds).toBe(14);
    given([])
      .when(mexicano(8, 2, 0))
      .thenThrows('formats.roundsOutOfRange', { min: 1, max: 14 });
    given([])
      .when(mexicano(8, 2, 15))
      .thenThrows('formats.roundsOutOfRange', { min: 1, max: 14 });
  });

  it('refuses fewer than 4 or more than 40 players, and more courts than one per four', () => {
    given([]).when(mexicano(3, 1)).thenThrows('formats.mexicanoPlayerCount', { min: 4, max: 40 });
    given([]).when(mexicano(41, 10)).thenThrows('formats.mexicanoPlayerCount', { min: 4, max: 40 });
    given([]).when(mexicano(8, 3)).thenThrows('formats.courtsOutOfRange', { min: 1, max: 2 });
  });

  it('takes the smallest and the largest group: 4 players on 1 court, 40 on 10', () => {
    expect(created(mexicano(4, 1)).data.matches).toHaveLength(1);
    const largest = created(mexicano(40, 10)).data;
    expect(largest.rounds).toBe(39);
    expect(largest.matches.map((m) => [m.slot, m.court])).toEqual(
      Array.from({ length: 10 }, (_, i) => [1, i + 1]),
    );
  });

  it('refuses no court or part of one, and a part of a round (formats.courtsOutOfRange, formats.roundsOutOfRange)', () => {
    given([]).when(mexicano(8, 0)).thenThrows('formats.courtsOutOfRange', { min: 1, max: 2 });
    given([]).when(mexicano(8, 1.5)).thenThrows('formats.courtsOutOfRange', { min: 1, max: 2 });
    given([])
      .when(mexicano(8, 2, 2.5))
      .thenThrows('formats.roundsOutOfRange', { min: 1, max: 14 });
  });

  it('spreads a round with more matches than courts over slots: court by court, numbered within the round', () => {
    const { matches } = created(mexicano(13, 2)).data;
    expect(
      matches.map(({ key, round, slot, court, order, matchType, groupId }) => ({
        key,
        round,
        slot,
        court,
        order,
        matchType,
        groupId,
      })),
    ).toEqual([
      { key: 'r1-s1-c1', round: 1, slot: 1, court: 1, order: 1, matchType: 'group', groupId: null },
      { key: 'r1-s1-c2', round: 1, slot: 1, court: 2, order: 2, matchType: 'group', groupId: null },
      { key: 'r1-s2-c1', round: 1, slot: 2, court: 1, order: 3, matchType: 'group', groupId: null },
    ]);
    expect(new Set(matches.map((m) => m.id)).size).toBe(3);
  });
});

describe('drawing the next round', () => {
  const start = () => {
    const creation = created(mexicano(8, 2));
    return { creation, round1: creation.data.matches, ids: creation.data.participants.map((p) => p.id) };
  };

  it('draws round 2 in the decision that completes round 1: 1st + 4th against 2nd + 3rd, from the table', () => {
    const { creation, round1 } = start();
    const [m1, m2] = round1 as [MatchData, MatchData];
    // Match 1: 9-0, so its team1 tops the table (3 points, +9); match 2: 6-3 (3 points, +3).
    // Table: m1.team1 (both +9), m2.team1 (+3), m2.team2 (−3), m1.team2 (−9).
    const first = decided(score(m1.id, 9, 0), [creation]);
    expect(first.map((e) => e.type)).toEqual(['MatchScored']);
    const completing = decided(score(m2.id, 6, 3), [creation, ...first]);
    expect(completing.map((e) => e.type)).toEqual(['MatchScored', 'MexicanoRoundDrawn']);
    const drawn = roundDrawn(completing)!;
    expect(drawn.data.round).toBe(2);
    expect(drawn.data.replaces).toEqual([]);
    // The order among level players follows the entry order (mexicano.ts), so build the table.
    const entry = creation.data.participants.map((p) => p.id);
    const byEntry = (ids: readonly string[]) => [...ids].sort((a, b) => entry.indexOf(a) - entry.indexOf(b));
    const table = [...byEntry(m1.team1), ...byEntry(m2.team1), ...byEntry(m2.team2), ...byEntry(m1.team2)];
    const [top, bottom] = drawn.data.matches as [MatchData, MatchData];
    expect(top.team1).toEqual([table[0], table[3]]);
    expect(top.team2).toEqual([table[1], table[2]]);
    expect(bottom.team1).toEqual([table[4], table[7]]);
    expect(bottom.team2).toEqual([table[5], table[6]]);
    // Round 1 took slot 1 on two courts; round 2 follows in slot 2.
    expect(drawn.data.matches.map((m) => [m.slot, m.court])).toEqual([
      [2, 1],
      [2, 2],
    ]);
    expect(tournamentEventSchemas.MexicanoRoundDrawn.schema.parse(drawn.data)).toEqual(drawn.data);
  });

  it('lets those who rested least sit out, and stops at the planned rounds', () => {
    const creation = created(mexicano(5, 1, 2));
    const afterOne = play([creation], creation.data.matches, [[5, 4]]);
    const round2 = roundDrawn(afterOne)!.data.matches;
    const rested1 = creation.data.participants.find(
      (p) => !people(creation.data.matches[0]!).includes(p.id),
    )!;
    expect(people(round2[0]!)).toContain(rested1.id);
    const afterTwo = play(afterOne, round2, [[3, 6]]);
    expect(afterTwo.filter((e) => e.type === 'MexicanoRoundDrawn')).toHaveLength(1);
  });

  it('reads the standings the tournament is scored by: in timed scoring, the points won', () => {
    const creation = created(
      createTournament({
        name: 'Mexicano cronometrado',
        format: 'mexicano',
        players: names(8),
        courts: 2,
        seed: 7,
        scoring: { mode: 'timed', minutes: 15 },
      }),
    );
    const [m1, m2] = creation.data.matches as [MatchData, MatchData];
    // m1 won 1-0; m2 lost 20-30. By points won m2's four (30, 30, 20, 20) top the table; counting
    // wins instead would put m1's winners second.
    const events = play(
      [creation],
      [m1, m2],
      [
        [1, 0],
        [20, 30],
      ],
    );
    const [top] = roundDrawn(events)!.data.matches as [MatchData];
    expect(people(top).sort()).toEqual(people(m2).sort());
  });

  it('lets everyone sit out once before anyone sits out twice: 5 players, 5 rounds', () => {
    let events: TournamentEvent[] = [created(mexicano(5, 1, 5))];
    let round = (events[0] as Extract<TournamentEvent, { type: 'TournamentCreated' }>).data.matches;
    const ids = (events[0] as Extract<TournamentEvent, { type: 'TournamentCreated' }>).data.participants.map(
      (p) => p.id,
    );
    const resting: string[] = [];
    for (let n = 1; n <= 5; n++) {
      resting.push(...ids.filter((id) => !round.some((m) => people(m).includes(id))));
      events = play(events, round, [[6 - (n % 3), 3]]);
      round = n < 5 ? roundDrawn(events.slice(-2))!.data.matches : [];
    }
    expect([...resting].sort()).toEqual([...ids].sort());
    expect(events.filter((e) => e.type === 'MexicanoRoundDrawn')).toHaveLength(4);
  });

  it('starts the next round in the slot after the last one of the round before', () => {
    // 13 players on 2 courts: three matches a round, slots 1-2 for round 1, 3-4 for round 2.
    const creation = created(mexicano(13, 2));
    const events = play([creation], creation.data.matches, [
      [5, 4],
      [6, 2],
      [3, 6],
    ]);
    expect(roundDrawn(events)!.data.matches.map((m) => [m.key, m.slot, m.court, m.order])).toEqual([
      ['r2-s3-c1', 3, 1, 1],
      ['r2-s3-c2', 3, 2, 2],
      ['r2-s4-c1', 4, 1, 3],
    ]);
  });

  it('does nothing more for a repeated score: the same command decides nothing the second time', () => {
    const { creation, round1 } = start();
    const events = play([creation], round1, [
      [5, 4],
      [6, 2],
    ]);
    const last = round1[1]!;
    expect(decided(score(last.id, 6, 2), events)).toEqual([]);
  });

  it('draws one more round on request once the latest is complete, and refuses before', () => {
    const creation = created(mexicano(8, 2, 1));
    given([creation]).when(drawRound()).thenThrows('tournament.mexicanoRoundIncomplete', { round: 1 });
    const events = play([creation], creation.data.matches, [
      [5, 4],
      [6, 2],
    ]);
    expect(roundDrawn(events)).toBeUndefined();
    const more = decided(drawRound(), events);
    expect(roundDrawn(more)!.data).toMatchObject({ round: 2, replaces: [] });
  });

  it('refuses a draw for another format, and after the end', () => {
    const superEight = created(createTournament());
    given([superEight]).when(drawRound()).thenThrows('tournament.notMexicano');
    const creation = created(mexicano(8, 2));
    given([creation, { type: 'TournamentEnded', data: { by: 'x', at: creation.data.createdAt } }])
      .when(drawRound())
      .thenThrows('tournament.ended');
  });
});

describe('changing a result', () => {
  const roundOnePlayed = () => {
    const creation = created(mexicano(8, 2));
    const events = play([creation], creation.data.matches, [
      [9, 0],
      [6, 3],
    ]);
    return { creation, events, round2: roundDrawn(events)!.data.matches };
  };

  it('of the last completed round, before the next has a result, redraws the next round in its place', () => {
    const { creation, events, round2 } = roundOnePlayed();
    const [m1] = creation.data.matches as [MatchData];
    const changed = decided(score(m1.id, 0, 9), events);
    expect(changed.map((e) => e.type)).toEqual(['MatchScored', 'MexicanoRoundDrawn']);
    const redrawn = roundDrawn(changed)!;
    expect(redrawn.data.round).toBe(2);
    expect(redrawn.data.replaces).toEqual(round2.map((m) => m.id));
    expect(redrawn.data.matches.map((m) => m.id)).not.toEqual(round2.map((m) => m.id));
    // Now m1's team2 leads: it opens the top match.
    expect(redrawn.data.matches[0]!.team1[0]).toBe(
      [...m1.team2].sort(
        (a, b) =>
          creation.data.participants.findIndex((p) => p.id === a) -
          creation.data.participants.findIndex((p) => p.id === b),
      )[0],
    );
    // The state follows the redraw: the old round 2 is gone, the new one can be scored.
    const after = [...events, ...changed];
    given(after)
      .when(score(round2[0]!.id, 1, 1))
      .thenThrows('match.notFound');
    expect(decided(score(redrawn.data.matches[0]!.id, 5, 4), after).map((e) => e.type)).toEqual([
      'MatchScored',
    ]);
  });

  it('keeps who sits out in the redrawn round: rests follow the rounds played, not the results', () => {
    const creation = created(mexicano(5, 1));
    const events = play([creation], creation.data.matches, [[6, 3]]);
    const round2 = roundDrawn(events)!.data.matches;
    const changed = decided(score(creation.data.matches[0]!.id, 3, 6), events);
    const redrawn = roundDrawn(changed)!.data.matches;
    expect(redrawn.flatMap(people).sort()).toEqual(round2.flatMap(people).sort());
    // The result did change the table: the old winners no longer open the match.
    expect(redrawn[0]!.team1).not.toEqual(round2[0]!.team1);
  });

  it('is refused once a match of the next round has a result', () => {
    const { creation, events, round2 } = roundOnePlayed();
    const started = [...events, scored(round2[0]!.id, 5, 4)];
    given(started)
      .when(score(creation.data.matches[0]!.id, 0, 9))
      .thenThrows('tournament.mexicanoRoundStarted', { round: 2 });
  });

  it('is refused for any earlier round', () => {
    const { creation, events, round2 } = roundOnePlayed();
    const later = play(events, round2, [
      [5, 4],
      [3, 6],
    ]);
    expect(roundDrawn(later.slice(events.length))!.data.round).toBe(3);
    given(later)
      .when(score(creation.data.matches[1]!.id, 0, 9))
      .thenThrows('tournament.mexicanoRoundStarted', { round: 2 });
  });

  it('of the latest round, when it is complete and nothing follows, is just the score', () => {
    const creation = created(mexicano(4, 1, 1));
    const events = play([creation], creation.data.matches, [[5, 4]]);
    expect(decided(score(creation.data.matches[0]!.id, 4, 5), events).map((e) => e.type)).toEqual([
      'MatchScored',
    ]);
  });
});
