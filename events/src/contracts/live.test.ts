import { describe, expect, it } from 'vitest';
import { SessionEndedSchema, WatchOwnerRequestSchema, WatchRequestSchema } from './live';

describe('what a socket may ask', () => {
  const publicToken = 'abcdefghijklmnop_-123';

  it('watches a public room for whole bodies unless it asks for deltas', () => {
    expect(WatchRequestSchema.parse({ publicToken })).toEqual({ publicToken, push: 'body' });
    expect(WatchRequestSchema.parse({ publicToken, push: 'delta' })).toEqual({ publicToken, push: 'delta' });
    expect(WatchRequestSchema.safeParse({ publicToken, push: 'diff' }).success).toBe(false);
    expect(WatchRequestSchema.safeParse({ publicToken: 'short' }).success).toBe(false);
    expect(WatchRequestSchema.safeParse({}).success).toBe(false);
  });

  it("watches an owner room by the tournament's id", () => {
    const tournamentId = '0b0e8f7a-8d3e-4c1a-9f3e-2d9f0c4b5a61';
    expect(WatchOwnerRequestSchema.parse({ tournamentId })).toEqual({ tournamentId });
    expect(WatchOwnerRequestSchema.safeParse({ tournamentId: 'x' }).success).toBe(false);
    expect(WatchOwnerRequestSchema.safeParse({}).success).toBe(false);
  });

  it('is told why its session ended, only for the known reasons', () => {
    expect(SessionEndedSchema.parse({ reason: 'erased' })).toEqual({ reason: 'erased' });
    expect(SessionEndedSchema.safeParse({ reason: 'bored' }).success).toBe(false);
    expect(SessionEndedSchema.safeParse({}).success).toBe(false);
  });
});
