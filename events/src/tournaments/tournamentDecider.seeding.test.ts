import { describe, expect, it } from 'vitest';
import { americanoPlan, drawSchedule, mexicanoFirstRound, seededRandom } from '../formats';
import { command, deciderSpec } from '../testing/deciderSpec';
import type { AddLatePlayer } from './arrivals';
import type { CreationPlayer } from './creationPlayers';
import { tournamentDecider } from './tournamentDecider';
import {
  type MatchData,
  newParticipantId,
  type TournamentEvent,
  tournamentEventSchemas,
} from './tournamentEvents';
import {
  created,
  createSuperGroups,
  createTournament,
  creationId,
  decided,
  entries,
  owner,
} from './tournamentsTestKit';

// Creation with players picked from the organiser's roster (docs/roster.md) and draws seeded by
// level (docs/levels.md): what TournamentCreated records and how the first draw reads the levels.

const given = deciderSpec(tournamentDecider);
const ANA = '00000000-0000-4000-8000-0000000000e1';
const BIA = '00000000-0000-4000-8000-0000000000e2';
const idOf = (i: number) => newParticipantId(creationId, i);

/** Ten players rated 1200 down to 750 in steps of 50, the last two with no level yet. */
const rated = (count: number): CreationPlayer[] =>
  entries(count).map((name, i) => (i < count - 2 ? { name, level: 1200 - 50 * i } : name));

const seeded = (
  format: 'americano' | 'mexicano',
  players: readonly CreationPlayer[],
  courts = 2,
  rounds?: number,
) =>
  createTournament({
    name: 'Seeded',
    format,
    players,
    courts,
    seeding: 'level',
    ...(rounds === undefined ? {} : { rounds }),
  });

const people = (m: Pick<MatchData, 'team1' | 'team2'>) => [...m.team1, ...m.team2];

describe('creating with players picked from the roster', () => {
  it('records the entry each picked player came from, with the name trimmed; a typed name has none', () => {
    const event = created(
      createTournament({
        players: [
          { name: ' Ana Souza ', rosterId: ANA },
          { name: 'Bia', rosterId: BIA },
          ...entries(8).slice(2),
        ],
      }),
    );
    expect(event.data.participants.slice(0, 3)).toEqual([
      { id: idOf(0), name: 'Ana Souza', groupId: null, rosterId: ANA },
      { id: idOf(1), name: 'Bia', groupId: null, rosterId: BIA },
      { id: idOf(2), name: 'Caio', groupId: null },
    ]);
    expect(tournamentEventSchemas.TournamentCreated.schema.parse(event.data)).toEqual(event.data);
    expect(event.data).not.toHaveProperty('levels');
  });

  it('records the picked entries of a Super 16 as well', () => {
    const participants = entries(16).map((name, i) =>
      i < 2 ? { name, rosterId: [ANA, BIA][i]! } : { name },
    );
    const event = created(createSuperGroups({ participants }));
    expect(event.data.participants.map((p) => p.rosterId)).toEqual([ANA, BIA, ...Array(14).fill(undefined)]);
    expect(event.data.participants.filter((p) => 'rosterId' in p)).toHaveLength(2);
  });

  it('refuses a blank picked name and a pick whose name repeats another player’s', () => {
    given([])
      .when(createTournament({ players: [{ name: ' ', rosterId: ANA }, ...entries(8).slice(1)] }))
      .thenThrows('tournament.playerNameRequired');
    given([])
      .when(createTournament({ players: [{ name: 'bia', rosterId: ANA }, ...entries(8).slice(1)] }))
      .thenThrows('tournament.duplicateName', { name: 'bia' });
  });
});

describe('seeding by level', () => {
  it('is for Americano and Mexicano only', () => {
    given([])
      .when(createTournament({ seeding: 'level' }))
      .thenThrows('tournament.seedingByLevelFormat');
  });

  it('a random draw records no levels and ignores the ones given', () => {
    const plain = created(createTournament({ format: 'mexicano', players: entries(10), courts: 2 }));
    const random = created(
      createTournament({ format: 'mexicano', players: rated(10), courts: 2, seeding: 'random' }),
    );
    expect(random.data).not.toHaveProperty('levels');
    expect(random.data.matches).toEqual(plain.data.matches);
  });

  it('records each rated player’s level, whole, by participant id; the unrated have none', () => {
    const players: CreationPlayer[] = [
      { name: 'Ana', level: 1011.4 },
      { name: 'Bia', level: 988.6 },
      ...entries(6).slice(2),
    ];
    const event = created(seeded('mexicano', players, 1));
    expect(event.data.levels).toEqual({ [idOf(0)]: 1011, [idOf(1)]: 989 });
    expect(tournamentEventSchemas.TournamentCreated.schema.parse(event.data)).toEqual(event.data);
  });

  it('Mexicano: round 1 cuts those who play into fours by level, 1st and 4th against 2nd and 3rd; the same players rest as at random', () => {
    const event = created(seeded('mexicano', rated(10)));
    const ids = entries(10).map((_, i) => idOf(i));
    const random = mexicanoFirstRound(ids, seededRandom(42));
    const playing = ids.filter((id) => !random.resting.includes(id));
    // Unrated players (the last two) count as 1000, between the 5th (1000) and the 6th (950): equal
    // ratings keep the random order.
    const rating = (id: string) => event.data.levels![id] ?? 1000;
    const order = [...playing].sort((a, b) => rating(b) - rating(a));
    expect(event.data.matches.map((m) => ({ team1: m.team1, team2: m.team2 }))).toEqual([
      { team1: [order[0], order[3]], team2: [order[1], order[2]] },
      { team1: [order[4], order[7]], team2: [order[5], order[6]] },
    ]);
    expect(new Set(event.data.matches.flatMap(people))).toEqual(new Set(playing));
    expect(event.data.matches.map((m) => [m.round, m.court, m.slot])).toEqual([
      [1, 1, 1],
      [1, 2, 1],
    ]);
  });

  it('Americano: the table of the random draw, with the names moved between its slots to balance the teams', () => {
    const event = created(seeded('americano', rated(12), 3, 4));
    const participants = entries(12).map((_, i) => idOf(i));
    const random = drawSchedule({ format: 'americano', participants, courts: 3, rounds: 4, seed: 42 });
    const balanced = drawSchedule({
      format: 'americano',
      participants,
      courts: 3,
      rounds: 4,
      seed: 42,
      levels: event.data.levels,
    });
    expect(event.data.matches.map(({ id: _, ...m }) => m)).toEqual(balanced.matches);
    expect(event.data.rounds).toBe(4);
    // The same slots, rounds and courts: only the names differ.
    expect(balanced.matches.map((m) => [m.key, m.round, m.court, m.slot, m.order])).toEqual(
      random.matches.map((m) => [m.key, m.round, m.court, m.slot, m.order]),
    );
    expect(americanoPlan(12, 3, 4).guarantee.partnerRepeats).toBe(0);
    const gap = (m: Pick<MatchData, 'team1' | 'team2'>) => {
      const sum = (team: readonly string[]) =>
        team.reduce((s, id) => s + (event.data.levels![id] ?? 1000), 0);
      return Math.abs(sum(m.team1) - sum(m.team2));
    };
    const worst = (matches: readonly Pick<MatchData, 'team1' | 'team2'>[]) => Math.max(...matches.map(gap));
    expect(worst(balanced.matches)).toBeLessThan(worst(random.matches));
  });

  it('draws again by level when a late arrival redraws round 1 of a Mexicano or the rounds of an Americano', () => {
    const arrive = command<AddLatePlayer>(
      'AddLatePlayer',
      { name: 'Zé', basedOnRevision: 0 },
      { actor: owner, commandId: '00000000-0000-4000-8000-0000000d0001' },
    );
    const late = newParticipantId('00000000-0000-4000-8000-0000000d0001', 0);
    const mexicano = created(seeded('mexicano', rated(8)));
    const [addedToMexicano] = decided(arrive, [mexicano]) as [
      Extract<TournamentEvent, { type: 'PlayerAdded' }>,
    ];
    const present = [...mexicano.data.participants.map((p) => p.id), late];
    const byLevel = mexicanoFirstRound(present, seededRandom(42), mexicano.data.levels);
    expect(addedToMexicano.data.matches.map((m) => ({ team1: m.team1, team2: m.team2 }))).toEqual(
      byLevel.matches,
    );

    const americano = created(seeded('americano', rated(8), 2, 3));
    const [addedToAmericano] = decided(arrive, [americano]) as [
      Extract<TournamentEvent, { type: 'PlayerAdded' }>,
    ];
    const redrawn = drawSchedule({
      format: 'americano',
      participants: [...americano.data.participants.map((p) => p.id), late],
      courts: 2,
      rounds: 3,
      seed: 43,
      levels: americano.data.levels,
    });
    expect(addedToAmericano.data.matches.map((m) => [m.team1, m.team2])).toEqual(
      redrawn.matches.map((m) => [m.team1, m.team2]),
    );
  });
});
