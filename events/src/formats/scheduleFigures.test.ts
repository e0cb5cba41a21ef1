import { describe, expect, it } from 'vitest';
import { ids } from './formatsTestKit';
import { drawSchedule } from './schedule';
import { type FigureMatch, scheduleFigures } from './scheduleFigures';

/** A match of the single table, written short: slot, court, then the two sides. */
const match = (slot: number, court: number, team1: string[], team2: string[]): FigureMatch => ({
  slot,
  court,
  round: 1,
  groupId: null,
  matchType: 'group',
  team1,
  team2,
});

describe('schedule figures', () => {
  // a plays slots 1, 2, 3 (courts 1, 1, 2) and 7 (court 1); b plays 1, 5 and 7; c plays 2 and 7;
  // d only slot 3; x 1, 2 and 5; y 1, 3, 5 and 7; z 2, 3 (court 2) and 5.
  const matches = [
    match(1, 1, ['a', 'b'], ['x', 'y']),
    match(2, 1, ['a', 'c'], ['x', 'z']),
    match(3, 2, ['a', 'd'], ['y', 'z']),
    match(5, 1, ['b', 'x'], ['y', 'z']),
    match(7, 1, ['a', 'c'], ['b', 'y']),
  ];
  const [figures] = scheduleFigures(matches, ['a', 'b', 'c', 'd', 'x', 'y', 'z']);
  const of = (id: string) => figures!.participants.find((p) => p.id === id)!;

  it('counts the slots used, the back-to-back appearances and the long waits', () => {
    expect(figures!.groupId).toBeNull();
    expect(figures!.slots).toBe(5);
    // a: 1-2, 2-3; x: 1-2; y: none (1, 3, 5, 7); z: 2-3.
    expect(figures!.backToBack).toBe(4);
    // a waits 3 slots (4, 5, 6) between slots 3 and 7, b 3 (2, 3, 4), c 4 (3 to 6); x waits only 2.
    expect(figures!.longWaits).toBe(3);
    expect(figures!.maxConsecutive).toBe(3);
  });

  it('gives each participant their matches, back-to-back, longest wait and court changes', () => {
    expect(of('a')).toEqual({ id: 'a', matches: 4, backToBack: 2, longestWait: 3, courtChanges: 2 });
    expect(of('b')).toEqual({ id: 'b', matches: 3, backToBack: 0, longestWait: 3, courtChanges: 0 });
    expect(of('d')).toEqual({ id: 'd', matches: 1, backToBack: 0, longestWait: 0, courtChanges: 0 });
    expect(of('z')).toEqual({ id: 'z', matches: 3, backToBack: 1, longestWait: 1, courtChanges: 2 });
  });

  it('counts partners and opponents per pair of participants, in the order given', () => {
    const [a, b, c, , x, y] = [0, 1, 2, 3, 4, 5];
    expect(figures!.partners[a]![c]).toBe(2);
    expect(figures!.partners[c]![a]).toBe(2);
    expect(figures!.partners[a]![b]).toBe(1);
    expect(figures!.partners[a]![x]).toBe(0);
    expect(figures!.opponents[a]![x]).toBe(2);
    expect(figures!.opponents[a]![y]).toBe(3);
    expect(figures!.opponents[b]![c]).toBe(1);
    expect(figures!.partners.map((row, i) => row[i])).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('leaves the Super Final out and gives each group its own figures and members', () => {
    const schedule = drawSchedule({
      format: 'super_groups',
      participants: ids('p', 16),
      assignment: { method: 'random' },
      seed: 4,
      scheduleVersion: 1,
    });
    const final: FigureMatch = {
      slot: 15,
      court: 1,
      round: 100,
      groupId: null,
      matchType: 'final',
      team1: [schedule.groups[0]!.members[0]!, schedule.groups[1]!.members[1]!],
      team2: [schedule.groups[1]!.members[0]!, schedule.groups[0]!.members[1]!],
    };
    const groups = scheduleFigures([...schedule.matches, final], ids('p', 16));
    expect(groups.map((g) => g.groupId)).toEqual(['A', 'B']);
    for (const [index, group] of groups.entries()) {
      expect(new Set(group.participants.map((p) => p.id))).toEqual(new Set(schedule.groups[index]!.members));
      expect(group.slots).toBe(14);
      expect(group.participants.every((p) => p.matches === 7 && p.courtChanges === 0)).toBe(true);
    }
  });

  it('reads a version 1 schedule: a Super 12 on 2 courts played round by round takes 22 slots', () => {
    const schedule = drawSchedule({
      format: 'super_12',
      participants: ids('p', 12),
      courts: 2,
      seed: 3,
      scheduleVersion: 1,
    });
    const [figures] = scheduleFigures(schedule.matches, schedule.draw);
    expect(figures!.slots).toBe(22);
    // The whist, whatever the order: everyone partners everyone once and faces everyone twice.
    const others = (matrix: readonly (readonly number[])[]) =>
      matrix.map((row, i) => row.filter((_, j) => j !== i));
    expect(others(figures!.partners)).toEqual(Array(12).fill(Array(11).fill(1)));
    expect(others(figures!.opponents)).toEqual(Array(12).fill(Array(11).fill(2)));
  });

  it('counts no partners for fixed pairs, and each pair of pairs facing once', () => {
    const schedule = drawSchedule({
      format: 'super8_fixed_pairs',
      participants: ids('pair', 8),
      courts: 2,
      seed: 3,
    });
    const [figures] = scheduleFigures(schedule.matches, schedule.draw);
    expect(figures!.partners.flat().every((n) => n === 0)).toBe(true);
    const others = figures!.opponents.map((row, i) => row.filter((_, j) => j !== i));
    expect(others).toEqual(Array(8).fill(Array(7).fill(1)));
  });

  it('gives the partner and opponent matrices an independent count gives, for every format, court count and seed', () => {
    const cases = [
      ...([1, 2] as const).map((courts) => ({ format: 'super8' as const, n: 8, courts })),
      ...([1, 2] as const).map((courts) => ({ format: 'super8_fixed_pairs' as const, n: 8, courts })),
      ...([1, 2, 3] as const).map((courts) => ({ format: 'super_12' as const, n: 12, courts })),
    ];
    const draws = [
      ...cases.flatMap(({ format, n, courts }) =>
        [1, 2, 3].map((seed) => drawSchedule({ format, participants: ids('p', n), courts, seed })),
      ),
      ...[16, 32].map((n) =>
        drawSchedule({
          format: 'super_groups',
          participants: ids('p', n),
          assignment: { method: 'random' },
          seed: n,
        }),
      ),
    ];
    for (const schedule of draws) {
      for (const figures of scheduleFigures(schedule.matches, schedule.draw)) {
        const people = figures.participants.map((p) => p.id);
        const own = schedule.matches.filter((m) => m.groupId === figures.groupId);
        const count = (together: (m: (typeof own)[number], a: string, b: string) => boolean) =>
          people.map((a) => people.map((b) => (a === b ? 0 : own.filter((m) => together(m, a, b)).length)));
        const partners = count((m, a, b) =>
          [m.team1, m.team2].some((side) => side.includes(a) && side.includes(b)),
        );
        const opponents = count(
          (m, a, b) =>
            (m.team1.includes(a) && m.team2.includes(b)) || (m.team2.includes(a) && m.team1.includes(b)),
        );
        const offDiagonal = (matrix: readonly (readonly number[])[]) =>
          matrix.map((row, i) => row.map((n, j) => (i === j ? 0 : n)));
        expect(offDiagonal(figures.partners)).toEqual(partners);
        expect(offDiagonal(figures.opponents)).toEqual(opponents);
      }
    }
  });
});
