import { describe, expect, it } from 'vitest';
import { CreateTournamentRequestSchema, mexicanoRoundRange } from './tournaments';

// The Mexicano's create request: checked before any charge, each refusal naming its field.

const names = (count: number) => Array.from({ length: count }, (_, i) => `Jogador ${i + 1}`);

function issuesOf(request: Record<string, unknown>): string[] {
  const parsed = CreateTournamentRequestSchema.safeParse({
    name: 'Mexicano',
    tournamentType: 'mexicano',
    ...request,
  });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
}

describe('a Mexicano create request', () => {
  it.each([
    [5, 1],
    [8, 2],
    [13, 3],
    [40, 10],
  ])('accepts %i players on %i courts, with or without planned rounds', (players, courts) => {
    expect(issuesOf({ players: names(players), courts })).toEqual([]);
    expect(issuesOf({ players: names(players), courts, rounds: 2 * (players - 1) })).toEqual([]);
  });

  it('plans 1 to twice players − 1 rounds', () => {
    expect(mexicanoRoundRange(8)).toEqual({ min: 1, max: 14 });
    expect(issuesOf({ players: names(8), courts: 2, rounds: 0 })).toEqual([
      'rounds formats.roundsOutOfRange{"min":1,"max":14}',
    ]);
    expect(issuesOf({ players: names(8), courts: 2, rounds: 15 })).toEqual([
      'rounds formats.roundsOutOfRange{"min":1,"max":14}',
    ]);
  });

  it('refuses too few or too many players and too many courts, naming the field', () => {
    expect(issuesOf({ players: names(3), courts: 1 })).toEqual([
      'players formats.mexicanoPlayerCount{"min":4,"max":40}',
    ]);
    expect(issuesOf({ players: names(41), courts: 1 })).toEqual([
      'players formats.mexicanoPlayerCount{"min":4,"max":40}',
    ]);
    expect(issuesOf({ players: names(8), courts: 3 })).toEqual([
      'courts formats.courtsOutOfRange{"min":1,"max":2}',
    ]);
  });
});
