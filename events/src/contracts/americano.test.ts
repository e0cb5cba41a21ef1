import { describe, expect, it } from 'vitest';
import { americanoRoundRange, CreateTournamentRequestSchema, courtsFor, creationRules } from './tournaments';

// The Americano's create request: what the web form, the tablet and the API all check before a charge.

const names = (count: number) => Array.from({ length: count }, (_, i) => `Jogador ${i + 1}`);

function issuesOf(request: Record<string, unknown>): string[] {
  const parsed = CreateTournamentRequestSchema.safeParse({
    name: 'Americano',
    tournamentType: 'americano',
    ...request,
  });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
}

describe('an Americano create request', () => {
  it.each([5, 9, 10, 13, 40])(
    'accepts %i players on every court count from 1 to a court per four',
    (players) => {
      const { max } = courtsFor('americano', players)!.web;
      expect(max).toBe(Math.floor(players / 4));
      for (let courts = 1; courts <= max; courts++)
        expect(issuesOf({ players: names(players), courts })).toEqual([]);
    },
  );

  it('takes an optional number of rounds, from 1 to the full cycle', () => {
    expect(americanoRoundRange(10)).toEqual({ min: 1, max: 10 });
    expect(americanoRoundRange(12)).toEqual({ min: 1, max: 11 });
    expect(issuesOf({ players: names(10), courts: 2, rounds: 6 })).toEqual([]);
    expect(
      CreateTournamentRequestSchema.parse({
        name: 'Americano',
        tournamentType: 'americano',
        players: names(10),
        courts: 2,
        rounds: 6,
      }).rounds,
    ).toBe(6);
  });

  it('names the players field for too few or too many, with the range', () => {
    expect(issuesOf({ players: names(3), courts: 1 })).toEqual([
      'players formats.americanoPlayerCount{"min":4,"max":40}',
    ]);
    expect(issuesOf({ players: names(41), courts: 10 })).toEqual([
      'players formats.americanoPlayerCount{"min":4,"max":40}',
    ]);
  });

  it('names the courts field for more courts than one per four players', () => {
    expect(issuesOf({ players: names(10), courts: 3 })).toEqual([
      'courts formats.courtsOutOfRange{"min":1,"max":2}',
    ]);
    expect(issuesOf({ players: names(10), courts: 0 })).toEqual([
      'courts formats.courtsOutOfRange{"min":1,"max":2}',
    ]);
  });

  it('names the rounds field for rounds outside 1 to the full cycle', () => {
    expect(issuesOf({ players: names(10), courts: 2, rounds: 11 })).toEqual([
      'rounds formats.roundsOutOfRange{"min":1,"max":10}',
    ]);
    expect(issuesOf({ players: names(10), courts: 2, rounds: 0 })).toEqual([
      'rounds formats.roundsOutOfRange{"min":1,"max":10}',
    ]);
    expect(issuesOf({ players: names(10), courts: 2, rounds: 2.5 })).toEqual([
      'rounds tournament.validation.roundsInvalid',
    ]);
  });

  it('names each blank and repeated player', () => {
    expect(issuesOf({ players: ['Ana', '', 'Bia', 'Caio', 'ana'], courts: 1 })).toEqual([
      'players.1 tournament.validation.playerRequired',
      'players.4 tournament.duplicateName{"name":"Ana"}',
    ]);
  });

  it('spans 4 to 40 players in the creation rules', () => {
    expect(creationRules('americano')).toMatchObject({ entity: 'player', players: { min: 4, max: 40 } });
    expect(creationRules('super8').players).toEqual({ min: 8, max: 8 });
  });
});
