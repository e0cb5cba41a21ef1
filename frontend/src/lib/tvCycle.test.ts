import type { Match, PublicTournament, RankingRowBody } from '@rodada/events/contracts';
import { describe, expect, it } from 'vitest';
import { testId, testMatch } from './testing/matches';
import {
  freshResults,
  indexAfterChange,
  onCourtNow,
  rowsThatFit,
  screenKey,
  screenMilliseconds,
  secondsFromSearch,
  stepIndex,
  TV_SECONDS,
  tvScreens,
} from './tvCycle';

const id = testId;
const match = (n: number, slot: number, court: number, overrides: Partial<Match> = {}): Match =>
  testMatch(n, { round: slot, slot, court, ...overrides });

const done = { completed: true, team1Score: 6, team2Score: 3, version: 1 } as const;

type TvTournament = Parameters<typeof tvScreens>[0];

function tournament(overrides: Partial<TvTournament> = {}): TvTournament {
  return {
    tournamentType: 'super8',
    status: 'pending',
    ended: false,
    matches: [match(1, 1, 1), match(2, 1, 2), match(3, 2, 1), match(4, 2, 2)],
    groups: [],
    playerCount: 8,
    superFinalGenerated: false,
    ...overrides,
  };
}

const keys = (t: TvTournament) => tvScreens(t).map(screenKey);

/** A Super 16: groups A and B, each on its court, two slots each; the Super Final when drawn. */
function super16(overrides: Partial<TvTournament> = {}): TvTournament {
  const groups: PublicTournament['groups'] = [
    { id: 'A', court: 1, members: [] },
    { id: 'B', court: 2, members: [] },
  ];
  return tournament({
    tournamentType: 'super_groups',
    playerCount: 16,
    groups,
    matches: [
      match(1, 1, 1, { groupId: 'A' }),
      match(2, 2, 1, { groupId: 'A' }),
      match(3, 1, 2, { groupId: 'B' }),
      match(4, 2, 2, { groupId: 'B' }),
    ],
    ...overrides,
  });
}

describe('the screens the club TV cycles through', () => {
  it('a single table: the ranking, on court now, up next, the QR code', () => {
    expect(keys(tournament())).toEqual(['ranking', 'now', 'next', 'qr']);
  });

  it('leaves out "up next" in the last slot, and both once every match is played', () => {
    const lastSlot = tournament({
      status: 'in_progress',
      matches: [match(1, 1, 1, done), match(2, 1, 2, done), match(3, 2, 1), match(4, 2, 2, done)],
    });
    expect(keys(lastSlot)).toEqual(['ranking', 'now', 'qr']);
    const allPlayed = tournament({
      status: 'in_progress',
      matches: [match(1, 1, 1, done), match(2, 2, 1, done)],
    });
    expect(keys(allPlayed)).toEqual(['ranking', 'qr']);
  });

  it('a Super 16 / 32: a ranking per group, then now, next and the QR code', () => {
    expect(keys(super16())).toEqual(['group-A', 'group-B', 'now', 'next', 'qr']);
    const super32 = super16({
      playerCount: 32,
      groups: (['A', 'B', 'C', 'D'] as const).map((g, i) => ({ id: g, court: i + 1, members: [] })),
    });
    expect(keys(super32)).toEqual(['group-A', 'group-B', 'group-C', 'group-D', 'now', 'next', 'qr']);
  });

  it('adds the podiums after the group tables once the Super Final is drawn', () => {
    const base = super16();
    const drawn = super16({
      status: 'in_progress',
      superFinalGenerated: true,
      matches: [
        ...base.matches.map((m) => ({ ...m, ...done })),
        match(5, 3, 1, { matchType: 'final', round: 100 }),
        match(6, 4, 1, { matchType: 'final', round: 101 }),
      ],
    });
    expect(keys(drawn)).toEqual(['group-A', 'group-B', 'podiums', 'now', 'next', 'qr']);
  });

  it('a finished tournament: its outcome and the QR code', () => {
    const finished = tournament({ status: 'completed', matches: [match(1, 1, 1, done)] });
    expect(keys(finished)).toEqual(['ranking', 'qr']);
    const base = super16();
    const finishedGroups = super16({
      status: 'completed',
      superFinalGenerated: true,
      matches: [...base.matches, match(5, 3, 1, { matchType: 'final', round: 100 })].map((m) => ({
        ...m,
        ...done,
      })),
    });
    expect(keys(finishedGroups)).toEqual(['podiums', 'group-A', 'group-B', 'qr']);
  });

  it('a tournament ended from the tablet with matches unplayed shows no "now" or "next"', () => {
    expect(keys(tournament({ status: 'completed' }))).toEqual(['ranking', 'qr']);
  });
});

describe('how long each screen stays', () => {
  it('12 seconds by default, tables and podiums a quarter longer', () => {
    expect(screenMilliseconds({ kind: 'now' })).toBe(TV_SECONDS * 1000);
    expect(screenMilliseconds({ kind: 'qr' })).toBe(12_000);
    expect(screenMilliseconds({ kind: 'ranking' })).toBe(15_000);
    expect(screenMilliseconds({ kind: 'group', groupId: 'B' }, 2)).toBe(2500);
    expect(screenMilliseconds({ kind: 'podiums' }, 4)).toBe(5000);
  });

  it('reads ?every= from the address, within bounds, the default otherwise', () => {
    expect(secondsFromSearch('?every=2')).toBe(2);
    expect(secondsFromSearch('?lang=en&every=7.5')).toBe(7.5);
    expect(secondsFromSearch('')).toBe(TV_SECONDS);
    expect(secondsFromSearch('?every=')).toBe(TV_SECONDS);
    expect(secondsFromSearch('?every=soon')).toBe(TV_SECONDS);
    expect(secondsFromSearch('?every=0')).toBe(1);
    expect(secondsFromSearch('?every=-5')).toBe(1);
    expect(secondsFromSearch('?every=9999')).toBe(120);
  });
});

describe('moving through the cycle', () => {
  it('steps forward and back round the cycle', () => {
    expect(stepIndex(4, 3, 1)).toBe(0);
    expect(stepIndex(4, 0, -1)).toBe(3);
    expect(stepIndex(4, 1, 1)).toBe(2);
  });

  it('stays on the same screen when the list changes, or on the one at its place when it is gone', () => {
    const before = tvScreens(super16());
    const after = tvScreens(super16({ superFinalGenerated: true }));
    expect(
      indexAfterChange(
        after.map(screenKey),
        'now',
        before.findIndex((s) => s.kind === 'now'),
      ),
    ).toBe(3);
    const lastSlot = tvScreens(tournament({ matches: [match(1, 1, 1)] }));
    expect(lastSlot.map(screenKey)).toEqual(['ranking', 'now', 'qr']);
    expect(indexAfterChange(lastSlot.map(screenKey), 'next', 2)).toBe(2);
    expect(indexAfterChange(lastSlot.map(screenKey), 'next', 9)).toBe(2);
  });
});

describe('what the screens show', () => {
  const row = (n: number): RankingRowBody => ({
    playerId: id(n),
    playerName: `P${n}`,
    position: n,
    wins: 0,
    losses: 0,
    draws: 0,
    points: 0,
    gameBalance: 0,
    ranked: true,
    leftAtSlot: null,
    substituteFor: null,
    standIn: false,
  });

  it('a ranking longer than the screen holds is cut, the rest counted', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => row(i + 1));
    expect(rowsThatFit(twelve)).toEqual({ shown: twelve, more: 0 });
    const cut = rowsThatFit(twelve, 8);
    expect(cut.shown.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(cut.more).toBe(4);
  });

  it('on court now keeps a finished court of the current slot beside the one still playing', () => {
    const matches = [
      match(1, 1, 1, done),
      match(2, 1, 2, done),
      match(3, 2, 1),
      match(4, 2, 2, done),
      match(5, 3, 1),
    ];
    expect(onCourtNow(matches).map((m) => [m.slot, m.court, m.completed])).toEqual([
      [2, 1, false],
      [2, 2, true],
    ]);
  });

  it('on court now leaves out a void match of the current slot: nobody plays it', () => {
    const matches = [match(1, 1, 1), match(2, 1, 2, { void: true }), match(3, 2, 1)];
    expect(onCourtNow(matches).map((m) => [m.slot, m.court])).toEqual([[1, 1]]);
  });

  it('on court now in a Super 16: each group at its own slot', () => {
    const { matches } = super16();
    const played = matches.map((m) => (m.groupId === 'A' && m.slot === 1 ? { ...m, ...done } : m));
    expect(onCourtNow(played).map((m) => [m.groupId, m.slot])).toEqual([
      ['A', 2],
      ['B', 1],
    ]);
  });

  it('a result is new when it arrives or changes, never on the first body', () => {
    const before = [match(1, 1, 1), match(2, 1, 2, done), match(3, 2, 1, done)];
    const after = [
      match(1, 1, 1, done),
      match(2, 1, 2, done),
      match(3, 2, 1, { ...done, team1Score: 2, team2Score: 6, version: 2 }),
    ];
    expect(freshResults(before, after).map((m) => m.id)).toEqual([id(101), id(103)]);
    expect(freshResults(undefined, after)).toEqual([]);
    expect(freshResults(after, after)).toEqual([]);
  });
});
