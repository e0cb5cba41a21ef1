import { readMessage } from '@rodada/events/contracts';
import { describe, expect, it } from 'vitest';
import { SERVER_ERROR } from '../../../lib/forms';
import {
  normalizeCodeInput,
  type TabletFormValues,
  tabletCourts,
  tabletFormatFrom,
  tabletRequestFrom,
  tabletResolver,
} from './tabletForm';

const EIGHT = ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', 'Hugo'];

describe('normalizeCodeInput', () => {
  it('upper-cases what is typed', () => {
    expect(normalizeCodeInput('abc234')).toBe('ABC234');
  });

  it('keeps at most 6 characters', () => {
    expect(normalizeCodeInput('ABCDEFGH')).toBe('ABCDEF');
  });

  it('drops spaces, symbols and the look-alikes the alphabet leaves out (0 O 1 I L)', () => {
    expect(normalizeCodeInput(' a-b 0o1il c')).toBe('ABC');
  });

  it('gives an empty string for an empty or blank input', () => {
    expect(normalizeCodeInput('   ')).toBe('');
  });
});

describe('tabletFormatFrom', () => {
  it('reads a creatable format and falls back to Super 8', () => {
    expect(tabletFormatFrom('super_12')).toBe('super_12');
    expect(tabletFormatFrom('super_groups')).toBe('super8');
    expect(tabletFormatFrom(null)).toBe('super8');
  });
});

describe('tabletCourts', () => {
  it('offers 1 or 2 courts with 2 chosen, also for Super 12 (1-3 on the web)', () => {
    expect(tabletCourts('super8')).toEqual({ min: 1, max: 2, options: [1, 2], initial: 2 });
    expect(tabletCourts('super_12')).toEqual({ min: 1, max: 2, options: [1, 2], initial: 2 });
  });
});

describe('tabletRequestFrom', () => {
  it('drops blank names wherever they were typed and remembers where each kept name was', () => {
    const players = ['Ana', '', 'Bia', '  ', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', ' Hugo '];
    const result = tabletRequestFrom({ name: ' Sexta ', courts: 2, players }, 'super8');
    expect(result).toEqual({
      ok: true,
      request: { name: 'Sexta', courts: 2, players: EIGHT, positions: [0, 2, 4, 5, 6, 7, 8, 9] },
    });
  });

  it('requires exactly the players the format needs', () => {
    const result = tabletRequestFrom({ name: 'Sexta', courts: 2, players: EIGHT.slice(0, 7) }, 'super8');
    expect(result).toEqual({ ok: false, problems: [{ field: 'players', kind: 'exactPlayers', count: 8 }] });
  });

  it('counts pairs for fixed pairs', () => {
    const result = tabletRequestFrom({ name: 'Sexta', courts: 1, players: ['A/B'] }, 'super8_fixed_pairs');
    expect(result).toEqual({ ok: false, problems: [{ field: 'players', kind: 'exactPairs', count: 8 }] });
  });

  it('requires a name and courts within 1-2', () => {
    expect(tabletRequestFrom({ name: '  ', courts: 3, players: EIGHT }, 'super8')).toEqual({
      ok: false,
      problems: [
        { field: 'name', kind: 'nameRequired' },
        { field: 'courts', kind: 'courtsMax', count: 2 },
      ],
    });
    expect(tabletRequestFrom({ name: 'Sexta', courts: 0, players: EIGHT }, 'super8')).toEqual({
      ok: false,
      problems: [{ field: 'courts', kind: 'courtsMin', count: 1 }],
    });
  });
});

describe('tabletResolver', () => {
  const CODE_ID = '0b9f3c1e-4f0a-4c43-9d7e-2a6b8c1d5e7f';
  const resolve = (values: TabletFormValues) =>
    tabletResolver('super8', CODE_ID, (problem) => `text:${problem.kind}`)(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
      criteriaMode: 'firstError',
      names: [],
    });

  it("puts the tablet's own checks, in its own words, on their fields", async () => {
    const { errors } = await resolve({ name: ' ', courts: 2, players: EIGHT.slice(0, 7) });
    expect(errors.name).toMatchObject({ type: SERVER_ERROR, message: 'text:nameRequired' });
    expect(errors.players).toMatchObject({ type: SERVER_ERROR, message: 'text:exactPlayers' });
  });

  it("puts the shared schema's message about a player on the box it was typed in, not its place in the request", async () => {
    const players = ['', 'Ana', 'Bia', '', 'Ana', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui'];
    const { errors } = await resolve({ name: 'Sexta', courts: 2, players });
    expect(Object.keys(errors)).toEqual(['players']);
    expect(readMessage(String(errors.players?.[4]?.message))).toEqual({
      key: 'tournament.duplicateName',
      values: { name: 'Ana' },
    });
    expect(errors.players?.[3]).toBeUndefined();
  });

  it('refuses a short name through the shared schema', async () => {
    const { errors } = await resolve({ name: 'ab', courts: 2, players: EIGHT });
    expect(readMessage(String(errors.name?.message)).key).toBe('tournament.validation.nameMin');
  });

  it('hands the submit the request with the code and format, and where each player was typed', async () => {
    const result = await resolve({ name: 'Sexta', courts: 1, players: ['', ...EIGHT] });
    expect(result).toEqual({
      values: {
        request: { name: 'Sexta', courts: 1, players: EIGHT, tournamentType: 'super8', codeId: CODE_ID },
        positions: [1, 2, 3, 4, 5, 6, 7, 8],
      },
      errors: {},
    });
  });

  it('hands an Americano its chosen rounds, and refuses rounds past the full cycle on the box', async () => {
    const americano = (rounds: number | undefined) =>
      tabletResolver('americano', CODE_ID, (problem) => `text:${problem.kind}`)(
        { name: 'Sábado', courts: 2, players: [...EIGHT, 'Iara', 'João'], rounds },
        undefined,
        { fields: {}, shouldUseNativeValidation: false, criteriaMode: 'firstError', names: [] },
      );
    const chosen = await americano(4);
    expect(chosen.errors).toEqual({});
    expect(chosen.values).toMatchObject({ request: { tournamentType: 'americano', rounds: 4 } });
    const whole = await americano(undefined);
    expect(whole.values).not.toHaveProperty('request.rounds');
    // Ten players: a cycle of 10 rounds.
    const { errors } = await americano(11);
    expect(readMessage(String(errors.rounds?.message)).key).toBe('formats.roundsOutOfRange');
  });
});
