import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { SessionUserSchema } from './accounts';
import * as mini from './mini';
import { ScoringSchema, SlotTimerSchema } from './scoring';
import {
  GroupRankingRowSchema,
  MatchSchema,
  PlayerSchema,
  PublicTieResolutionNoteSchema,
  PublicTournamentSchema,
  RankingRowSchema,
  ScheduleFiguresSchema,
} from './tournaments';

// The zod/mini copies the public pages parse against the classic schemas the server answers with:
// the same JSON Schema (fields, formats, integers, enums, defaults, nullability, both ways) and the
// same types, so neither can change alone.
const pairs = {
  SessionUserSchema: [mini.SessionUserSchema, SessionUserSchema],
  ScoringSchema: [mini.ScoringSchema, ScoringSchema],
  SlotTimerSchema: [mini.SlotTimerSchema, SlotTimerSchema],
  PlayerSchema: [mini.PlayerSchema, PlayerSchema],
  MatchSchema: [mini.MatchSchema, MatchSchema],
  GroupRankingRowSchema: [mini.GroupRankingRowSchema, GroupRankingRowSchema],
  RankingRowSchema: [mini.RankingRowSchema, RankingRowSchema],
  PublicTieResolutionNoteSchema: [mini.PublicTieResolutionNoteSchema, PublicTieResolutionNoteSchema],
  ScheduleFiguresSchema: [mini.ScheduleFiguresSchema, ScheduleFiguresSchema],
  PublicTournamentSchema: [mini.PublicTournamentSchema, PublicTournamentSchema],
} as const;

describe('the zod/mini contracts', () => {
  for (const [name, [light, classic]] of Object.entries(pairs)) {
    it(`${name} has the classic schema's JSON Schema, as read and as written`, () => {
      for (const io of ['input', 'output'] as const) {
        expect(z.toJSONSchema(light, { io })).toEqual(z.toJSONSchema(classic, { io }));
      }
    });
  }

  it('have the classic schemas’ types', () => {
    expectTypeOf<z.output<typeof mini.PublicTournamentSchema>>().toEqualTypeOf<
      z.output<typeof PublicTournamentSchema>
    >();
    expectTypeOf<z.input<typeof mini.PublicTournamentSchema>>().toEqualTypeOf<
      z.input<typeof PublicTournamentSchema>
    >();
    expectTypeOf<z.output<typeof mini.SessionUserSchema>>().toEqualTypeOf<
      z.output<typeof SessionUserSchema>
    >();
    expectTypeOf<z.input<typeof mini.SessionUserSchema>>().toEqualTypeOf<z.input<typeof SessionUserSchema>>();
  });

  it('refuse what the classic ones refuse: a points walkover above the total, a timed match of 4 minutes', () => {
    for (const scoring of [
      { mode: 'points', total: 16, walkover: 17 },
      { mode: 'timed', minutes: 4 },
      { mode: 'timed', minutes: 61 },
      { mode: 'timed', minutes: 12.5 },
      { mode: 'points', total: 20 },
      { mode: 'sets' },
    ]) {
      const light = mini.ScoringSchema.safeParse(scoring);
      const classic = ScoringSchema.safeParse(scoring);
      expect(light.success).toBe(false);
      expect(light.error?.issues.map((issue) => [issue.path, issue.message])).toEqual(
        classic.error?.issues.map((issue) => [issue.path, issue.message]),
      );
    }
    expect(mini.ScoringSchema.parse({ mode: 'points', total: 21, walkover: 21 })).toEqual(
      ScoringSchema.parse({ mode: 'points', total: 21, walkover: 21 }),
    );
  });

  it('read an old body as the classic ones do (the defaults of fields added later)', () => {
    const match = {
      id: '0b0e8f7a-8d3e-4c1a-9f3e-2d9f0c4b5a61',
      round: 1,
      court: 1,
      order: 1,
      slot: 1,
      groupId: null,
      matchType: 'group',
      player1Id: '1b0e8f7a-8d3e-4c1a-9f3e-2d9f0c4b5a61',
      player2Id: null,
      player3Id: '2b0e8f7a-8d3e-4c1a-9f3e-2d9f0c4b5a61',
      player4Id: null,
      team1Score: null,
      team2Score: null,
      completed: false,
      isDraw: false,
      version: 0,
    };
    expect(mini.MatchSchema.parse(match)).toEqual(MatchSchema.parse(match));
    expect(mini.MatchSchema.safeParse({ ...match, version: 1.5 }).success).toBe(false);
    expect(mini.MatchSchema.safeParse({ ...match, id: 'not-a-uuid' }).success).toBe(false);
  });

  it('read an error body with its code, message and field errors, and nothing less', () => {
    const body = { code: 'validation', message: 'Dados inválidos.', fieldErrors: { name: 'Obrigatório.' } };
    expect(mini.ErrorBodySchema.parse(body)).toEqual(body);
    expect(mini.ErrorBodySchema.safeParse({ message: 'Dados inválidos.' }).success).toBe(false);
    expect(mini.ErrorBodySchema.safeParse({ code: 'validation' }).success).toBe(false);
  });

  it('check a delta push has the shape a watcher applies, whatever its rows hold', () => {
    const before = {
      publicToken: 'token-aaaaaaaaaaaaaaaa',
      revision: 1,
      position: '1/1',
      matches: [],
      ranking: [],
    };
    const after = { ...before, revision: 2, matches: [{ id: 'm1', team1Score: 6 }], ranking: [] };
    const delta = mini.tournamentDelta(before, after);
    expect(mini.TournamentDeltaSchema.parse(delta)).toEqual(delta);
    expect(mini.TournamentDeltaSchema.parse(mini.tournamentDelta(undefined, after))).toMatchObject({
      baseRevision: null,
    });
    for (const broken of [
      { ...delta, revision: '2' },
      { ...delta, baseRevision: undefined },
      { ...delta, publicToken: undefined },
      { ...delta, position: undefined },
      { ...delta, set: undefined },
      { ...delta, lists: undefined },
      { ...delta, lists: { matches: { order: ['m1'] } } },
      { ...delta, lists: { ranking: { rows: [1] } } },
      { ...delta, lists: { players: { rows: [], order: [1] } } },
    ])
      expect(mini.TournamentDeltaSchema.safeParse(broken).success).toBe(false);
  });
});
