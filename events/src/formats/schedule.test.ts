import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { americanoPlan } from './americano';
import { FORMAT_RULES, type GroupId } from './formatRules';
import { allPairs, countEncounters, ids, playersOf, relabel, timesTogether } from './formatsTestKit';
import { seedFromString } from './random';
import {
  type DrawInput,
  drawSchedule,
  fromPlayerSlots,
  GROUP_PHASE_SLOTS,
  SCHEDULE_VERSION,
  type Schedule,
  toPlayerSlots,
  versionOneSlots,
} from './schedule';

const seeds = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const RUNS = { numRuns: 60 };

/** Every format at every court count the web offers, with a participant list of the right size. */
const formats: readonly { name: string; input: (seed: number) => DrawInput }[] = [
  ...[1, 2].map((courts) => ({
    name: `super8 on ${courts} court(s)`,
    input: (seed: number): DrawInput => ({ format: 'super8', participants: ids('p', 8), courts, seed }),
  })),
  ...[1, 2].map((courts) => ({
    name: `super8_fixed_pairs on ${courts} court(s)`,
    input: (seed: number): DrawInput => ({
      format: 'super8_fixed_pairs',
      participants: ids('pair', 8),
      courts,
      seed,
    }),
  })),
  ...[1, 2, 3].map((courts) => ({
    name: `super_12 on ${courts} court(s)`,
    input: (seed: number): DrawInput => ({ format: 'super_12', participants: ids('p', 12), courts, seed }),
  })),
  ...[16, 32].map((players) => ({
    name: `super_groups with ${players} players`,
    input: (seed: number): DrawInput => ({
      format: 'super_groups',
      participants: ids('p', players),
      assignment: { method: 'random' },
      seed,
    }),
  })),
];

/** Both schedule versions: tournaments drawn under version 1 are still replayed by it. */
const setups = [1, 2].flatMap((version) =>
  formats.map(({ name, input }) => ({
    name: `${name}, version ${version}`,
    version,
    input: (seed: number): DrawInput => ({ ...input(seed), scheduleVersion: version }),
  })),
);

/** The sets of players that must meet as a whist (or round robin) among themselves. */
function pools(schedule: Schedule): readonly { members: readonly string[]; matches: Schedule['matches'] }[] {
  if (schedule.groups.length === 0) return [{ members: schedule.draw, matches: schedule.matches }];
  return schedule.groups.map((g) => ({
    members: g.members,
    matches: schedule.matches.filter((m) => m.groupId === g.id),
  }));
}

// First in the file on purpose: the turn search is memoised per format and court count, so the
// first spec of a file to draw a format is the one that runs the search. Mutation testing credits
// only that spec with the search's code, so it should be one that judges the turns: the digests,
// which pin every match of every format and court count, come first.
describe('version 1: courts and order within a round, each round played as a unit', () => {
  const layout = (courts: number) =>
    drawSchedule({ format: 'super_12', participants: ids('p', 12), courts, seed: 3, scheduleVersion: 1 })
      .matches.filter((m) => m.round === 1)
      .map((m) => [m.court, m.order]);

  /**
   * Digests of what version 1 drew for seeds 9 and 2026 before version 2 existed (the code of
   * commit 273ec03): key, round, court, order, group and sides of every match, in order.
   */
  it.each([
    ['super8', 1, [1646322347, 1880387655]],
    ['super8', 2, [2825521141, 3319688217]],
    ['super8_fixed_pairs', 1, [2514910149, 460249977]],
    ['super8_fixed_pairs', 2, [4097312981, 1295878225]],
    ['super_12', 1, [4167798111, 2066756493]],
    ['super_12', 2, [991883683, 384010519]],
    ['super_12', 3, [3979500449, 2213084921]],
    ['super_groups', 16, [1688213772, 1132324502]],
    ['super_groups', 32, [2254476964, 806030402]],
  ] as const)('still draws what it drew before: %s (%i courts or players)', (format, size, digests) => {
    const input = (seed: number): DrawInput =>
      format === 'super_groups'
        ? { format, participants: ids('p', size), assignment: { method: 'random' }, seed, scheduleVersion: 1 }
        : {
            format,
            participants: ids(format === 'super8_fixed_pairs' ? 'pair' : 'p', format === 'super_12' ? 12 : 8),
            courts: size,
            seed,
            scheduleVersion: 1,
          };
    const digest = (seed: number) =>
      seedFromString(
        JSON.stringify(
          drawSchedule(input(seed)).matches.map((m) => [
            m.key,
            m.round,
            m.court,
            m.order,
            m.groupId,
            m.team1,
            m.team2,
          ]),
        ),
      );
    expect([digest(9), digest(2026)]).toEqual(digests);
  });

  /**
   * Total turns each player spends waiting, as (least, most). Super 8 on one court cannot do
   * better than one player never waiting and the others waiting 4 times (checked over all 128
   * orderings); the random draw decides who that lucky player is.
   */
  it.each([
    ['super8', 8, 1, 0, 4],
    ['super8', 8, 2, 0, 0],
    ['super8_fixed_pairs', 8, 1, 10, 11],
    ['super8_fixed_pairs', 8, 2, 3, 4],
    ['super_12', 12, 1, 10, 12],
    ['super_12', 12, 2, 3, 5],
    ['super_12', 12, 3, 0, 0],
  ] as const)(
    'spreads the waiting evenly: %s with %i entities on %i court(s) waits %i to %i turns',
    (format, count, courts, least, most) => {
      const schedule = drawSchedule({
        format,
        participants: ids('p', count),
        courts,
        seed: 9,
        scheduleVersion: 1,
      });
      const waits = schedule.draw.map((id) =>
        schedule.matches.filter((m) => playersOf(m).includes(id)).reduce((sum, m) => sum + m.order - 1, 0),
      );
      expect(Math.min(...waits)).toBe(least);
      expect(Math.max(...waits)).toBe(most);
    },
  );

  it('spreads the waiting evenly inside each group of a Super 16, as in a Super 8 on one court: 0 to 4 turns', () => {
    const schedule = drawSchedule({
      format: 'super_groups',
      participants: ids('p', 16),
      assignment: { method: 'random' },
      seed: 9,
      scheduleVersion: 1,
    });
    const waits = schedule.draw.map((id) =>
      schedule.matches.filter((m) => playersOf(m).includes(id)).reduce((sum, m) => sum + m.order - 1, 0),
    );
    expect([Math.min(...waits), Math.max(...waits)]).toEqual([0, 4]);
  });

  it('plays a Super 12 round one match after another on a single court', () => {
    expect(layout(1)).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
    ]);
  });

  it('fills courts 1..C first, then starts the next turn on court 1', () => {
    expect(layout(2)).toEqual([
      [1, 1],
      [2, 1],
      [1, 2],
    ]);
    expect(layout(3)).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
  });

  it('names matches after their round, court and order', () => {
    const schedule = drawSchedule({
      format: 'super8',
      participants: ids('p', 8),
      courts: 1,
      seed: 9,
      scheduleVersion: 1,
    });
    expect(schedule.matches.slice(0, 3).map((m) => m.key)).toEqual(['r1-c1-o1', 'r1-c1-o2', 'r2-c1-o1']);
  });

  it('pins a Super 12 on 2 courts as it was drawn, with the slots that round-by-round playing gave', () => {
    const schedule = drawSchedule({
      format: 'super_12',
      participants: ids('p', 12),
      courts: 2,
      seed: 9,
      scheduleVersion: 1,
    });
    expect(schedule.matches.slice(0, 4)).toEqual([
      {
        key: 'r1-c1-o1',
        round: 1,
        court: 1,
        order: 1,
        slot: 1,
        matchType: 'group',
        groupId: null,
        team1: ['p7', 'p2'],
        team2: ['p8', 'p5'],
      },
      {
        key: 'r1-c2-o1',
        round: 1,
        court: 2,
        order: 1,
        slot: 1,
        matchType: 'group',
        groupId: null,
        team1: ['p11', 'p9'],
        team2: ['p1', 'p10'],
      },
      {
        key: 'r1-c1-o2',
        round: 1,
        court: 1,
        order: 2,
        slot: 2,
        matchType: 'group',
        groupId: null,
        team1: ['p3', 'p6'],
        team2: ['p4', 'p12'],
      },
      {
        key: 'r2-c1-o1',
        round: 2,
        court: 1,
        order: 1,
        slot: 3,
        matchType: 'group',
        groupId: null,
        team1: ['p11', 'p10'],
        team2: ['p2', 'p6'],
      },
    ]);
    expect(Math.max(...schedule.matches.map((m) => m.slot))).toBe(22);
  });

  it('gives stored version 1 matches their slots: per group, rounds one after another; finals after', () => {
    const group = (groupId: 'A' | 'B' | null, round: number, order: number) =>
      ({ groupId, round, order, matchType: 'group' }) as const;
    expect(
      versionOneSlots([
        group('A', 1, 1),
        group('A', 1, 2),
        group('B', 1, 1),
        group('B', 1, 2),
        group('A', 2, 1),
        group('B', 2, 2),
        group('A', 2, 2),
        group('B', 2, 1),
        { groupId: null, round: 100, order: 1, matchType: 'final' },
      ]),
    ).toEqual([1, 2, 1, 2, 3, 4, 4, 3, GROUP_PHASE_SLOTS + 1]);
    // Two courts, three matches a round: "2 matches, then 1".
    expect(
      versionOneSlots([
        group(null, 1, 1),
        group(null, 1, 1),
        group(null, 1, 2),
        group(null, 2, 1),
        group(null, 2, 2),
      ]),
    ).toEqual([1, 1, 2, 3, 4]);
  });
});

describe('versions', () => {
  it('draws version 2 unless told otherwise, and refuses a version it does not know', () => {
    const input: DrawInput = { format: 'super8', participants: ids('p', 8), courts: 1, seed: 5 };
    expect(SCHEDULE_VERSION).toBe(2);
    expect(drawSchedule(input)).toEqual(drawSchedule({ ...input, scheduleVersion: 2 }));
    expect(drawSchedule(input).matches[0]!.key).toBe('r1-s1-c1');
    expect(() => drawSchedule({ ...input, scheduleVersion: 3 })).toThrow(
      expect.objectContaining({ code: 'formats.unknownScheduleVersion', params: { version: '3' } }),
    );
  });

  it('draws the same players into the same base-table places under both versions', () => {
    const input: DrawInput = { format: 'super_12', participants: ids('p', 12), courts: 2, seed: 5 };
    expect(drawSchedule(input).draw).toEqual(drawSchedule({ ...input, scheduleVersion: 1 }).draw);
  });
});

describe.each(setups)('the schedule of $name', ({ input, version }) => {
  it('has every player in exactly one match per round', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const schedule = drawSchedule(input(seed));
        const rounds = new Set(schedule.matches.map((m) => m.round));
        for (const round of rounds) {
          const playing = schedule.matches.filter((m) => m.round === round).flatMap(playersOf);
          expect([...playing].sort()).toEqual([...schedule.draw].sort());
        }
      }),
      RUNS,
    );
  });

  it('numbers rounds 1..R with the format’s matches per round', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const schedule = drawSchedule(input(seed));
        const size = FORMAT_RULES[schedule.format].sizes.find((s) => s.entities === schedule.draw.length)!;
        const rounds = [...new Set(schedule.matches.map((m) => m.round))].sort((a, b) => a - b);
        expect(rounds).toEqual(Array.from({ length: size.rounds }, (_, i) => i + 1));
        for (const round of rounds) {
          expect(schedule.matches.filter((m) => m.round === round)).toHaveLength(size.matchesPerRound);
        }
      }),
      RUNS,
    );
  });

  it('uses only the allowed courts and never puts two matches on one court at the same time', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const schedule = drawSchedule(input(seed));
        const slots = schedule.matches.map((m) => `${m.slot}/${m.court}`);
        expect(new Set(slots).size).toBe(slots.length);
        for (const m of schedule.matches) {
          expect(m.court).toBeGreaterThanOrEqual(1);
          expect(m.court).toBeLessThanOrEqual(schedule.courts);
        }
        if (version === 2) return;
        // Version 1: a court's matches in a round are numbered 1, 2, ... without gaps.
        for (const round of new Set(schedule.matches.map((m) => m.round))) {
          for (let court = 1; court <= schedule.courts; court++) {
            const orders = schedule.matches
              .filter((m) => m.round === round && m.court === court)
              .map((m) => m.order)
              .sort((a, b) => a - b);
            expect(orders).toEqual(orders.map((_, i) => i + 1));
          }
        }
      }),
      RUNS,
    );
  });

  it('gives every match a unique key', () => {
    const schedule = drawSchedule(input(1));
    expect(new Set(schedule.matches.map((m) => m.key)).size).toBe(schedule.matches.length);
  });

  it('pairs and opposes players exactly as the format promises', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const schedule = drawSchedule(input(seed));
        for (const pool of pools(schedule)) {
          const { partners, opponents } = countEncounters(pool.matches);
          const fixedPairs = schedule.format === 'super8_fixed_pairs';
          for (const [a, b] of allPairs(pool.members)) {
            expect(timesTogether(partners, a, b)).toBe(fixedPairs ? 0 : 1);
            expect(timesTogether(opponents, a, b)).toBe(fixedPairs ? 1 : 2);
          }
        }
      }),
      RUNS,
    );
  });

  it('gives the same schedule for the same seed', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        expect(drawSchedule(input(seed))).toEqual(drawSchedule(input(seed)));
      }),
      RUNS,
    );
  });

  it('only permutes the players when the seed changes', () => {
    fc.assert(
      fc.property(seeds, seeds, (seedA, seedB) => {
        const a = drawSchedule(input(seedA));
        const b = drawSchedule(input(seedB));
        expect(relabel(a, a.draw, b.draw).matches).toEqual(b.matches);
      }),
      RUNS,
    );
    const draws = new Set(Array.from({ length: 20 }, (_, seed) => drawSchedule(input(seed)).draw.join()));
    expect(draws.size).toBeGreaterThan(15);
  });
});

describe('super_groups', () => {
  const players = ids('p', 16);

  it.each([1, 2])(
    'gives group A court 1 and group B court 2, two matches a round (version %i)',
    (version) => {
      const schedule = drawSchedule({
        format: 'super_groups',
        participants: players,
        assignment: { method: 'random' },
        seed: 5,
        scheduleVersion: version,
      });
      for (const group of schedule.groups) {
        const matches = schedule.matches.filter((m) => m.groupId === group.id);
        expect(matches.every((m) => m.court === group.court)).toBe(true);
        expect(matches.every((m) => m.matchType === 'group')).toBe(true);
        expect(matches.every((m) => m.team1.concat(m.team2).every((id) => group.members.includes(id)))).toBe(
          true,
        );
        expect(new Set(matches.map((m) => m.order))).toEqual(new Set([1, 2]));
      }
      expect(schedule.groups.map((g) => [g.id, g.court])).toEqual([
        ['A', 1],
        ['B', 2],
      ]);
      expect(schedule.matches[0]!.key).toBe(version === 1 ? 'A-r1-c1-o1' : 'A-r1-s1-c1');
      expect(schedule.matches[1]!.key).toBe(version === 1 ? 'A-r1-c1-o2' : 'B-r1-s1-c2');
    },
  );

  it('keeps a manual assignment and still draws the slots inside each group', () => {
    const groups: Record<GroupId, string[]> = {
      A: ids('p', 32).slice(0, 8),
      B: ids('p', 32).slice(8, 16),
      C: ids('p', 32).slice(16, 24),
      D: ids('p', 32).slice(24, 32),
    };
    const schedule = drawSchedule({
      format: 'super_groups',
      participants: ids('p', 32),
      assignment: { method: 'manual', groups },
      seed: 11,
    });
    expect(schedule.courts).toBe(4);
    for (const group of schedule.groups)
      expect([...group.members].sort()).toEqual([...groups[group.id]].sort());
    expect(schedule.groups.some((g) => g.members.join() !== groups[g.id].join())).toBe(true);
  });

  it('refuses a manual assignment that does not place every player once in groups of 8', () => {
    const participants = ids('p', 16);
    const draw = (groups: Partial<Record<GroupId, string[]>>) => () =>
      drawSchedule({
        format: 'super_groups',
        participants,
        assignment: { method: 'manual', groups },
        seed: 1,
      });
    expect(draw({ A: participants.slice(0, 8), B: participants.slice(8, 15) })).toThrow(
      expect.objectContaining({ code: 'formats.groupSizeInvalid', params: { groupId: 'B', expected: 8 } }),
    );
    expect(draw({ A: participants.slice(0, 8), B: [...participants.slice(8, 15), 'p1'] })).toThrow(
      expect.objectContaining({
        code: 'formats.groupAssignmentMismatch',
        params: { groupId: 'B', participantId: 'p1' },
      }),
    );
    expect(draw({ A: participants.slice(0, 8), B: [...participants.slice(8, 15), 'intruder'] })).toThrow(
      expect.objectContaining({
        code: 'formats.groupAssignmentMismatch',
        params: { groupId: 'B', participantId: 'intruder' },
      }),
    );
    expect(draw({ A: participants.slice(0, 8), C: participants.slice(8, 16) })).toThrow(
      expect.objectContaining({ code: 'formats.unknownGroup', params: { groupId: 'C' } }),
    );
  });
});

describe('americano, any group from 4 to 40', () => {
  const americano = (players: number, courts: number, seed: number, rounds?: number): DrawInput => ({
    format: 'americano',
    participants: ids('p', players),
    courts,
    seed,
    ...(rounds === undefined ? {} : { rounds }),
  });

  it.each([
    [5, 1, undefined],
    [10, 2, 3],
    [13, 2, undefined],
    [13, 3, 4],
  ])(
    'plays the plan of %i players on %i court(s) (rounds %s) slot by slot, court by court, with the drawn names',
    (players, courts, rounds) => {
      const schedule = drawSchedule(americano(players, courts, 4, rounds));
      const plan = americanoPlan(players, courts, rounds);
      expect(schedule).toMatchObject({ format: 'americano', seed: 4, courts, groups: [] });
      expect([...schedule.draw].sort()).toEqual([...ids('p', players)].sort());
      const name = (slot: number) => schedule.draw[slot]!;
      expect(
        schedule.matches.map((m) => ({
          slot: m.slot,
          court: m.court,
          round: m.round,
          team1: m.team1,
          team2: m.team2,
        })),
      ).toEqual(
        plan.order.flatMap((entries, index) =>
          entries.map(([round, match], court) => ({
            slot: index + 1,
            court: court + 1,
            round: round + 1,
            team1: plan.table[round]![match]![0].map(name),
            team2: plan.table[round]![match]![1].map(name),
          })),
        ),
      );
      expect(schedule.matches.every((m) => m.matchType === 'group' && m.groupId === null)).toBe(true);
    },
  );

  it('names each match after its round, slot and court, and numbers it within its round by slot then court', () => {
    // 13 players: three matches a round on two courts, so a round spills into the next slot.
    const schedule = drawSchedule(americano(13, 2, 8));
    expect(new Set(schedule.matches.map((m) => m.key)).size).toBe(schedule.matches.length);
    for (const m of schedule.matches) expect(m.key).toBe(`r${m.round}-s${m.slot}-c${m.court}`);
    for (const round of new Set(schedule.matches.map((m) => m.round))) {
      const ofRound = schedule.matches.filter((m) => m.round === round);
      expect(ofRound.map((m) => m.order)).toEqual([1, 2, 3]);
      const places = ofRound.map((m) => m.slot * 10 + m.court);
      expect(places).toEqual([...places].sort((a, b) => a - b));
    }
    expect(schedule.matches.some((m) => m.order === 3 && m.court === 1)).toBe(true);
  });

  it('gives the same schedule for the same seed, and only other names for another seed', () => {
    fc.assert(
      fc.property(seeds, seeds, (seedA, seedB) => {
        const a = drawSchedule(americano(10, 2, seedA));
        const b = drawSchedule(americano(10, 2, seedB));
        expect(drawSchedule(americano(10, 2, seedA))).toEqual(a);
        expect(relabel(a, a.draw, b.draw).matches).toEqual(b.matches);
      }),
      { numRuns: 20 },
    );
  });

  it('refuses a count, courts or rounds the Americano does not offer, and repeated players', () => {
    expect(() => drawSchedule(americano(3, 1, 1))).toThrow(
      expect.objectContaining({ code: 'formats.americanoPlayerCount', params: { min: 4, max: 40 } }),
    );
    expect(() => drawSchedule(americano(10, 3, 1))).toThrow(
      expect.objectContaining({ code: 'formats.courtsOutOfRange', params: { min: 1, max: 2 } }),
    );
    expect(() => drawSchedule(americano(10, 2, 1, 11))).toThrow(
      expect.objectContaining({ code: 'formats.roundsOutOfRange', params: { min: 1, max: 10 } }),
    );
    expect(() =>
      drawSchedule({ format: 'americano', participants: [...ids('p', 9), 'p2'], courts: 2, seed: 1 }),
    ).toThrow(
      expect.objectContaining({ code: 'formats.duplicateParticipant', params: { participantId: 'p2' } }),
    );
  });
});

describe('refused draws', () => {
  const refuses = (input: DrawInput, code: string, params?: Record<string, unknown>) =>
    expect(() => drawSchedule(input)).toThrow(expect.objectContaining(params ? { code, params } : { code }));

  it('needs the exact number of players or pairs', () => {
    refuses({ format: 'super8', participants: ids('p', 7), courts: 1, seed: 1 }, 'formats.wrongPlayerCount', {
      expected: 8,
    });
    refuses(
      { format: 'super_12', participants: ids('p', 8), courts: 1, seed: 1 },
      'formats.wrongPlayerCount',
      {
        expected: 12,
      },
    );
    refuses(
      { format: 'super8_fixed_pairs', participants: ids('d', 4), courts: 1, seed: 1 },
      'formats.wrongPairCount',
      { expected: 8 },
    );
    refuses(
      { format: 'super_groups', participants: ids('p', 24), assignment: { method: 'random' }, seed: 1 },
      'formats.wrongPlayerCountForGroups',
      { smaller: 16, larger: 32 },
    );
  });

  it('needs a court count the format offers', () => {
    refuses({ format: 'super8', participants: ids('p', 8), courts: 3, seed: 1 }, 'formats.courtsOutOfRange', {
      min: 1,
      max: 2,
    });
    refuses(
      { format: 'super_12', participants: ids('p', 12), courts: 0, seed: 1 },
      'formats.courtsOutOfRange',
      {
        min: 1,
        max: 3,
      },
    );
  });

  it('needs a whole number of courts', () => {
    refuses(
      { format: 'super8', participants: ids('p', 8), courts: 1.5, seed: 1 },
      'formats.courtsOutOfRange',
      {
        min: 1,
        max: 2,
      },
    );
  });

  it('refuses a format it does not draw whole (a Mexicano is drawn round by round) and an unknown group split', () => {
    refuses(
      { format: 'mexicano', participants: ids('p', 8), courts: 2, seed: 1 } as unknown as DrawInput,
      'formats.unknownFormat',
      { format: 'mexicano' },
    );
    refuses(
      {
        format: 'super_groups',
        participants: ids('p', 16),
        assignment: { method: 'snake' },
        seed: 1,
      } as unknown as DrawInput,
      'formats.unknownAssignment',
      { method: 'snake' },
    );
  });

  it('needs distinct, non-empty participant ids and a valid seed', () => {
    refuses(
      { format: 'super8', participants: [...ids('p', 7), 'p1'], courts: 1, seed: 1 },
      'formats.duplicateParticipant',
      { participantId: 'p1' },
    );
    refuses(
      { format: 'super8', participants: [...ids('p', 7), ''], courts: 1, seed: 1 },
      'formats.invalidParticipant',
    );
    refuses(
      { format: 'super8', participants: [...ids('p', 7), 8 as unknown as string], courts: 1, seed: 1 },
      'formats.invalidParticipant',
    );
    refuses({ format: 'super8', participants: ids('p', 8), courts: 1, seed: -1 }, 'formats.invalidSeed');
  });
});

describe('storage columns', () => {
  it('writes a doubles match as players 1-4 and a fixed-pairs match as players 1 and 3', () => {
    expect(toPlayerSlots({ team1: ['a', 'b'], team2: ['c', 'd'] })).toEqual({
      player1Id: 'a',
      player2Id: 'b',
      player3Id: 'c',
      player4Id: 'd',
    });
    expect(toPlayerSlots({ team1: ['pair1'], team2: ['pair2'] })).toEqual({
      player1Id: 'pair1',
      player2Id: null,
      player3Id: 'pair2',
      player4Id: null,
    });
  });

  it('reads them back, a player2 equal to player1 meaning a one-entity side', () => {
    expect(fromPlayerSlots({ player1Id: 'x', player2Id: 'x', player3Id: 'y', player4Id: null })).toEqual({
      team1: ['x'],
      team2: ['y'],
    });
    expect(fromPlayerSlots(toPlayerSlots({ team1: ['a', 'b'], team2: ['c', 'd'] }))).toEqual({
      team1: ['a', 'b'],
      team2: ['c', 'd'],
    });
  });
});
