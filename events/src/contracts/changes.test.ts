import { describe, expect, it } from 'vitest';
import { ChangeRequestSchema, UndoChangeRequestSchema } from './changes';
import { MatchSchema } from './tournaments';

const matchId = '00000000-0000-4000-8000-000000000101';

describe('the change request', () => {
  it('takes a walkover with the revision it is based on, previewed or not', () => {
    const walkover = { kind: 'walkover', matchId, winner: 'team2', basedOnRevision: 4 };
    expect(ChangeRequestSchema.parse(walkover)).toEqual(walkover);
    expect(ChangeRequestSchema.parse({ ...walkover, preview: true }).preview).toBe(true);
  });

  it('names what is wrong: the kind, the side, the revision', () => {
    const issues = (body: unknown) =>
      ChangeRequestSchema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ kind: 'swap', matchId, winner: 'team1', basedOnRevision: 0 })).toEqual([
      ['kind', 'change.validation.kind'],
    ]);
    expect(issues({ kind: 'walkover', matchId, winner: 'both', basedOnRevision: 0 })).toEqual([
      ['winner', 'change.validation.winner'],
    ]);
    expect(issues({ kind: 'walkover', matchId, winner: 'team1', basedOnRevision: 1.5 })).toEqual([
      ['basedOnRevision', 'change.validation.basedOnRevision'],
    ]);
  });
});

describe('the undo request', () => {
  it('may be empty, absent, or name a revision', () => {
    expect(UndoChangeRequestSchema.parse(undefined)).toBeUndefined();
    expect(UndoChangeRequestSchema.parse(null)).toBeNull();
    expect(UndoChangeRequestSchema.parse({ basedOnRevision: 3 })).toEqual({ basedOnRevision: 3 });
    expect(UndoChangeRequestSchema.safeParse({ basedOnRevision: 'x' }).success).toBe(false);
  });
});

describe('a match body', () => {
  it('reads as not walked over when it was stored before walkovers existed (a tablet’s offline copy)', () => {
    const stored = {
      id: matchId,
      round: 1,
      court: 1,
      order: 1,
      slot: 1,
      groupId: null,
      matchType: 'group',
      player1Id: matchId,
      player2Id: null,
      player3Id: matchId,
      player4Id: null,
      team1Score: null,
      team2Score: null,
      completed: false,
      isDraw: false,
      version: 0,
    };
    expect(MatchSchema.parse(stored).walkover).toBeNull();
    expect(MatchSchema.parse({ ...stored, walkover: 'team1' }).walkover).toBe('team1');
  });
});
