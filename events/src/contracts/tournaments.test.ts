import { describe, expect, it } from 'vitest';
import { readMessage } from './messages';
import {
  CreateSuperGroupsRequestSchema,
  CreateTournamentFormSchema,
  CreateTournamentRequestSchema,
  RenamePlayerRequestSchema,
  renamePlayerFormSchema,
  TieResolutionsRequestSchema,
} from './tournaments';

const twelve = ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', 'Hugo', 'Iara', 'João', 'Kaká', 'Lia'];

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
    expect(issuesOf({ name: 'Super 12', courts: 4, players: twelve, tournamentType: 'super_12' })).toEqual([
      'courts tournament.validation.courtsRequired',
    ]);
    expect(issuesOf({ name: 'Outro', courts: 1, players: [''], tournamentType: 'super_99' })).toEqual([
      'tournamentType tournament.validation.typeInvalid',
    ]);
  });

  it('accepts a complete Super 8, super8 being the default type', () => {
    const parsed = CreateTournamentRequestSchema.parse({
      name: ' Sábado ',
      courts: 2,
      players: twelve.slice(0, 8),
    });
    expect(parsed).toMatchObject({ name: 'Sábado', tournamentType: 'super8' });
  });
});

describe('players picked from the roster, and seeding by level', () => {
  const ana = { rosterId: '00000000-0000-4000-8000-0000000000e1' };

  it('takes a player as a name or as { rosterId }, checking the typed names around the picks', () => {
    expect(issuesOf({ name: 'Sábado', courts: 2, players: [ana, ...twelve.slice(1, 7), ''] })).toEqual([
      'players.7 tournament.validation.playerRequired',
    ]);
    const parsed = CreateTournamentRequestSchema.parse({
      name: 'Sábado',
      courts: 2,
      players: [ana, ...twelve.slice(1, 8)],
    });
    expect(parsed.players[0]).toEqual(ana);
  });

  it('refuses a malformed pick as a player not found, a pick for a pair, and anything else as a player', () => {
    expect(
      issuesOf({ name: 'Sábado', courts: 2, players: [{ rosterId: 'x' }, ...twelve.slice(1, 8)] }),
    ).toEqual(['players.0.rosterId roster.notFound']);
    expect(
      issuesOf({
        name: 'Duplas',
        courts: 2,
        players: [ana, ...twelve.slice(1, 8).map((n) => `${n} / X`)],
        tournamentType: 'super8_fixed_pairs',
      }),
    ).toEqual(['players.0 tournament.validation.pairRequired']);
    expect(issuesOf({ name: 'Sábado', courts: 2, players: [7, ...twelve.slice(1, 8)] })).toEqual([
      'players.0 tournament.validation.playerRequired',
    ]);
  });

  it('seeds by level an Americano or a Mexicano only; the web form sends names', () => {
    const americano = {
      name: 'Americano',
      courts: 2,
      players: twelve.slice(0, 8),
      tournamentType: 'americano',
    };
    expect(issuesOf({ ...americano, seeding: 'level' })).toEqual([]);
    expect(issuesOf({ ...americano, tournamentType: 'mexicano', seeding: 'random' })).toEqual([]);
    expect(issuesOf({ ...americano, seeding: 'elo' })).toEqual(['seeding tournament.seedingByLevelFormat']);
    expect(issuesOf({ ...americano, tournamentType: 'super8', seeding: 'level' })).toEqual([
      'seeding tournament.seedingByLevelFormat',
    ]);
    expect(issuesOf({ ...americano, tournamentType: 'super8', seeding: 'random' })).toEqual([]);
    expect(
      CreateTournamentFormSchema.safeParse({ ...americano, players: [ana, ...twelve.slice(1, 8)] }).success,
    ).toBe(false);
  });
});

describe('player names in a request', () => {
  it('names the earlier entry on every entry that repeats it, ignoring case, accents and spaces', () => {
    const players = ['Ana', 'Bia', ' ana ', 'Caio', 'BIA', 'Duda', 'Ána', ''];
    expect(issuesOf({ name: 'Sábado', courts: 2, players })).toEqual([
      'players.7 tournament.validation.playerRequired',
      'players.2 tournament.duplicateName{"name":"Ana"}',
      'players.4 tournament.duplicateName{"name":"Bia"}',
      'players.6 tournament.duplicateName{"name":"Ana"}',
    ]);
    expect(readMessage('tournament.duplicateName{"name":"Ana"}')).toEqual({
      key: 'tournament.duplicateName',
      values: { name: 'Ana' },
    });
  });

  it('compares fixed pairs as whole entries', () => {
    const pairs = ['Ana / Bia', 'Ana / Caio', 'ana / bia', 'D / E', 'F / G', 'H / I', 'J / K', 'L / M'];
    expect(
      issuesOf({ name: 'Duplas', courts: 1, players: pairs, tournamentType: 'super8_fixed_pairs' }),
    ).toEqual(['players.2 tournament.duplicateName{"name":"Ana / Bia"}']);
  });

  it('checks Super 16 / 32 names across groups, on the name of an entry with a group', () => {
    const players = twelve
      .concat(['Malu', 'Nando', 'Olga', 'bia'])
      .map((name, i) => ({ name, groupId: i < 8 ? ('A' as const) : ('B' as const) }));
    const parsed = CreateSuperGroupsRequestSchema.safeParse({
      name: 'Super 16',
      playerCount: 16,
      groupAssignmentMethod: 'manual',
      players,
    });
    expect(parsed.error?.issues.map((i) => `${i.path.join('.')} ${i.message}`)).toEqual([
      'players.15.name tournament.duplicateName{"name":"Bia"}',
    ]);
  });

  it('refuses in the rename form the name of another player, and not the player’s own', () => {
    const others = ['Ana', 'Bia'];
    expect(renamePlayerFormSchema(others).safeParse({ name: ' BIA ' }).error?.issues[0]?.message).toBe(
      'tournament.duplicateName{"name":"Bia"}',
    );
    expect(renamePlayerFormSchema(others).parse({ name: ' Caio ' })).toEqual({ name: 'Caio' });
  });
});

describe('free text in a request', () => {
  const firstMessage = (
    schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } },
    value: unknown,
  ) => schema.safeParse(value).error?.issues[0]?.message;

  it('refuses NUL, an unpaired surrogate or any control character, in every text field', () => {
    for (const bad of [
      'Ana\u0000',
      'Ana\ud800',
      '\udc00Ana',
      'Ana\u0007Paula',
      'Ana\nPaula',
      'Ana\u009fPaula',
    ]) {
      expect(firstMessage(RenamePlayerRequestSchema, { name: bad })).toBe('validation.invalidCharacters');
      expect(issuesOf({ name: bad, courts: 2, players: twelve.slice(0, 8) })).toEqual([
        'name validation.invalidCharacters',
      ]);
      expect(issuesOf({ name: 'Sábado', courts: 2, players: [bad, ...twelve.slice(1, 8)] })).toEqual([
        'players.0 validation.invalidCharacters',
      ]);
      const resolution = { groupId: 'A', playerId: '00000000-0000-4000-8000-000000000001', finalPosition: 1 };
      expect(
        firstMessage(TieResolutionsRequestSchema, { resolutions: [{ ...resolution, reasoning: bad }] }),
      ).toBe('validation.invalidCharacters');
    }
  });

  it('keeps letters from every plane and trims the spaces around, tabs and line breaks included', () => {
    expect(RenamePlayerRequestSchema.parse({ name: '\t Zoë 🎾 Ñandú\r\n ' })).toEqual({
      name: 'Zoë 🎾 Ñandú',
    });
  });
});
