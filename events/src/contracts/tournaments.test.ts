import { describe, expect, it } from 'vitest';
import { CreateTournamentRequestSchema } from './tournaments';

/** The create form shows exactly these issues, keyed by field path. */
function issuesOf(request: unknown): string[] {
  const parsed = CreateTournamentRequestSchema.safeParse(request);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
}

describe('create tournament request', () => {
  it('reports every blank player even while the name and courts are still missing', () => {
    expect(issuesOf({ name: 'Su', players: ['', 'Bruno', '', '', '', '', '', ''] })).toEqual([
      'name tournament.validation.nameMin',
      'courts tournament.validation.courtsRequired',
      ...[0, 2, 3, 4, 5, 6, 7].map((i) => `players.${i} tournament.validation.playerRequired`),
    ]);
  });

  it('names pairs, not players, for fixed pairs and counts them', () => {
    expect(
      issuesOf({ name: 'Duplas', courts: 1, players: ['', 'A e B'], tournamentType: 'super8_fixed_pairs' }),
    ).toEqual(['players.0 tournament.validation.pairRequired', 'players tournament.validation.exactPairs8']);
  });

  it('refuses courts outside the format and an unknown format without running the player checks', () => {
    expect(
      issuesOf({ name: 'Super 12', courts: 4, players: Array(12).fill('x'), tournamentType: 'super_12' }),
    ).toEqual(['courts tournament.validation.courtsRequired']);
    expect(issuesOf({ name: 'Outro', courts: 1, players: [''], tournamentType: 'super_99' })).toEqual([
      'tournamentType tournament.validation.typeInvalid',
    ]);
  });

  it('accepts a complete Super 8, super8 being the default type', () => {
    const parsed = CreateTournamentRequestSchema.parse({
      name: ' Sábado ',
      courts: 2,
      players: Array(8).fill('Ana'),
    });
    expect(parsed).toMatchObject({ name: 'Sábado', tournamentType: 'super8' });
  });
});
