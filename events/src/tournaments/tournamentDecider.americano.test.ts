import { describe, expect, it } from 'vitest';
import { americanoFullRounds, americanoPlan } from '../formats';
import { deciderSpec } from '../testing/deciderSpec';
import { tournamentDecider } from './tournamentDecider';
import { tournamentEventSchemas } from './tournamentEvents';
import { created, createTournament } from './tournamentsTestKit';

// Americano: any group from 4 to 40 on 1 to ⌊N/4⌋ courts, optionally fewer rounds than the full cycle.

const given = deciderSpec(tournamentDecider);

/** `count` distinct names: Jogador 1, Jogador 2, ... */
const names = (count: number) => Array.from({ length: count }, (_, i) => `Jogador ${i + 1}`);

const americano = (players: number, courts: number, rounds?: number) =>
  createTournament({
    name: 'Americano de sábado',
    format: 'americano',
    players: names(players),
    courts,
    ...(rounds === undefined ? {} : { rounds }),
  });

describe('creating an Americano', () => {
  it.each([
    [5, 1],
    [9, 2],
    [10, 2],
    [13, 3],
    [40, 10],
  ])(
    'draws %i players on %i courts: every match of the plan, each player at most once a slot',
    (players, courts) => {
      const event = created(americano(players, courts));
      const plan = americanoPlan(players, courts);
      expect(event.data.format).toBe('americano');
      expect(event.data.rounds).toBe(plan.rounds);
      expect(event.data.participants).toHaveLength(players);
      expect(event.data.matches).toHaveLength(plan.table.flat().length);
      expect(new Set(event.data.matches.map((m) => m.slot)).size).toBe(plan.order.length);
      const slots = [...new Set(event.data.matches.map((m) => m.slot))];
      for (const matches of slots.map((slot) => event.data.matches.filter((m) => m.slot === slot))) {
        const people = matches.flatMap((m) => [...m.team1, ...m.team2]);
        expect(new Set(people).size).toBe(people.length);
        expect(matches.map((m) => m.court).sort((a, b) => a - b)).toEqual(matches.map((_, i) => i + 1));
      }
    },
  );

  it('records the rounds chosen, a prefix of the cycle, so replays and the bodies know them', () => {
    const event = created(americano(10, 2, 4));
    expect(event.data.rounds).toBe(4);
    expect(new Set(event.data.matches.map((m) => m.round))).toEqual(new Set([1, 2, 3, 4]));
    expect(tournamentEventSchemas.TournamentCreated.schema.parse(event.data)).toEqual(event.data);
  });

  it('plays the full cycle when no rounds are given', () => {
    expect(created(americano(9, 2)).data.rounds).toBe(americanoFullRounds(9));
  });

  it('lets players rest: with 10 on 2 courts two sit out each round, everyone plays within one match of the others', () => {
    const event = created(americano(10, 2));
    const played = new Map<string, number>();
    for (const m of event.data.matches)
      for (const id of [...m.team1, ...m.team2]) played.set(id, (played.get(id) ?? 0) + 1);
    const counts = event.data.participants.map((p) => played.get(p.id) ?? 0);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });

  it('reads a creation event written before Americano (no rounds) as it was', () => {
    const { rounds: _, ...older } = created(createTournament()).data;
    expect(tournamentEventSchemas.TournamentCreated.schema.parse(older)).toEqual(older);
    expect(created(createTournament()).data).not.toHaveProperty('rounds');
  });
});

describe('refusing an Americano', () => {
  it('refuses fewer than 4 players and more than 40', () => {
    given([]).when(americano(3, 1)).thenThrows('formats.americanoPlayerCount', { min: 4, max: 40 });
    given([]).when(americano(41, 10)).thenThrows('formats.americanoPlayerCount', { min: 4, max: 40 });
  });

  it('refuses more courts than one per four players, and none', () => {
    given([]).when(americano(10, 3)).thenThrows('formats.courtsOutOfRange', { min: 1, max: 2 });
    given([]).when(americano(10, 0)).thenThrows('formats.courtsOutOfRange', { min: 1, max: 2 });
  });

  it('refuses rounds outside 1 to the full cycle', () => {
    given([])
      .when(americano(10, 2, 0))
      .thenThrows('formats.roundsOutOfRange', { min: 1, max: 10 });
    given([])
      .when(americano(10, 2, 11))
      .thenThrows('formats.roundsOutOfRange', { min: 1, max: 10 });
  });

  it('refuses a repeated name', () => {
    given([])
      .when(
        createTournament({ format: 'americano', courts: 1, players: ['Ana', 'Bia', 'Caio', 'Duda', 'ana '] }),
      )
      .thenThrows('tournament.duplicateName');
  });
});
