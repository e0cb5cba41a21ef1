import {
  CreateSuperGroupsRequestSchema,
  CreateTournamentRequestSchema,
  LoginRequestSchema,
  RegisterFormSchema,
  renamePlayerFormSchema,
} from '@rodada/events/contracts';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { errorText, requestResolver, SERVER_ERROR, schemaResolver, setServerErrors } from './forms';

const keys = (key: string, values: Readonly<Record<string, unknown>> = {}) =>
  Object.keys(values).length === 0 ? `<${key}>` : `<${key} ${JSON.stringify(values)}>`;

/** The errors a form keeps after its resolver ran (on submit: no `names`; on a change: that field's). */
async function errorsOf<T extends FieldValues>(
  resolver: Resolver<T, unknown, unknown>,
  values: T,
  names?: string[],
): Promise<FieldErrors> {
  const result = await resolver(values, undefined, {
    fields: {},
    names: names as never,
    shouldUseNativeValidation: false,
  });
  return result.errors;
}

/** The text a form shows under each of `paths`, for those that show one. */
function shown(errors: FieldErrors, paths: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    paths.flatMap((path) => {
      const text = errorText(errors, path, keys);
      return text === undefined ? [] : [[path, text]];
    }),
  );
}

describe('form messages from the shared schemas', () => {
  it('gives each field its first message, translated', async () => {
    const errors = await errorsOf(schemaResolver(LoginRequestSchema), { email: 'nope', password: '123' });
    expect(shown(errors, ['email', 'password', 'rememberMe'])).toEqual({
      email: '<auth.validation.emailInvalid>',
      password: '<auth.validation.passwordMin>',
    });
  });

  it('puts the password mismatch and the terms on their own fields', async () => {
    const resolver = requestResolver(RegisterFormSchema, (values: FieldValues) => values);
    const fields = ['name', 'email', 'password', 'confirmPassword', 'referralCode', 'terms'];
    const form = { name: 'Ana', email: 'ana@example.com', password: 'secret1', confirmPassword: 'secret2' };
    // Both at once: the unticked box does not hide the mismatch until the next submit.
    expect(shown(await errorsOf(resolver, { ...form, terms: false }), fields)).toEqual({
      terms: '<auth.validation.termsRequired>',
      confirmPassword: '<auth.validation.passwordsMismatch>',
    });
    expect(shown(await errorsOf(resolver, { ...form, terms: true }), fields)).toEqual({
      confirmPassword: '<auth.validation.passwordsMismatch>',
    });
  });

  it('gives every blank player its own message, and the list its own', async () => {
    const resolver = schemaResolver(CreateTournamentRequestSchema);
    const players = ['Ana', '', 'Bia', '', '', '', '', ''];
    // The form starts without courts, as no radio is chosen.
    const form = {
      name: 'Su',
      courts: undefined as unknown as number,
      players,
      tournamentType: 'super8' as const,
    };
    const errors = await errorsOf(resolver, form);
    expect(shown(errors, ['name', 'courts', 'players', ...players.map((_, i) => `players.${i}`)])).toEqual({
      name: '<tournament.validation.nameMin>',
      courts: '<tournament.validation.courtsRequired>',
      'players.1': '<tournament.validation.playerRequired>',
      'players.3': '<tournament.validation.playerRequired>',
      'players.4': '<tournament.validation.playerRequired>',
      'players.5': '<tournament.validation.playerRequired>',
      'players.6': '<tournament.validation.playerRequired>',
      'players.7': '<tournament.validation.playerRequired>',
    });
    const short = await errorsOf(resolver, { name: 'Super', courts: 2, players: ['Ana', ''] }, ['players.1']);
    expect(shown(short, ['players', 'players.1'])).toEqual({
      players: '<tournament.validation.exactPlayers8>',
      'players.1': '<tournament.validation.playerRequired>',
    });
  });

  it('names the repeated player beside each entry that repeats an earlier one', async () => {
    const resolver = schemaResolver(CreateTournamentRequestSchema);
    const players = ['Ana', 'Bia', 'Caio', ' ána ', 'Duda', 'Edu', 'Fabi', 'BIA'];
    const errors = await errorsOf(resolver, { name: 'Sábado', courts: 2, players, tournamentType: 'super8' });
    expect(shown(errors, ['players', ...players.map((_, i) => `players.${i}`)])).toEqual({
      'players.3': '<tournament.duplicateName {"name":"Ana"}>',
      'players.7': '<tournament.duplicateName {"name":"Bia"}>',
    });
  });

  it('refuses in the rename field the name of another player of the tournament', async () => {
    const resolver = schemaResolver(renamePlayerFormSchema(['Ana', 'Bia']));
    expect(shown(await errorsOf(resolver, { name: 'bia' }), ['name'])).toEqual({
      name: '<tournament.duplicateName {"name":"Bia"}>',
    });
    expect(shown(await errorsOf(resolver, { name: 'Ana\u0000' }), ['name'])).toEqual({
      name: '<validation.invalidCharacters>',
    });
  });

  it("keeps a union's own message, as the server does", async () => {
    const resolver = requestResolver(CreateSuperGroupsRequestSchema, (values: FieldValues) => values);
    const errors = await errorsOf(resolver, { name: 'Super 16 do Clube', players: [] });
    expect(shown(errors, ['name', 'playerCount', 'groupAssignmentMethod', 'players'])).toEqual({
      playerCount: '<tournament.validation.playerCountRequired>',
      groupAssignmentMethod: '<tournament.validation.groupMethodRequired>',
    });
  });

  it("reads a list's newer message at its root", () => {
    const older: FieldError = { type: 'custom', message: 'tournament.validation.exactGroupPlayers' };
    const errors = {
      players: { ...older, root: { type: 'custom', message: 'tournament.validation.groupOfEightA' } },
    } as FieldErrors;
    expect(errorText(errors, 'players', keys)).toBe('<tournament.validation.groupOfEightA>');
  });

  it("shows the server's messages as sent, under their fields", () => {
    const set: Array<[string, FieldError]> = [];
    const failure = new ApiError(422, 'Dados inválidos.', 'request.invalid', { name: 'Campo obrigatório.' });
    setServerErrors((name, error) => set.push([name, error as FieldError]), failure, {
      email: 'Já existe uma conta com este e-mail.',
    });
    expect(set).toEqual([
      ['name', { type: SERVER_ERROR, message: 'Campo obrigatório.' }],
      ['email', { type: SERVER_ERROR, message: 'Já existe uma conta com este e-mail.' }],
      ['root.server', { type: SERVER_ERROR, message: 'Dados inválidos.' }],
    ]);
    const errors = Object.fromEntries(set.filter(([name]) => name !== 'root.server')) as FieldErrors;
    expect(shown(errors, ['name', 'email'])).toEqual({
      name: 'Campo obrigatório.',
      email: 'Já existe uma conta com este e-mail.',
    });
  });
});

describe('contact', () => {
  it('links the messaging app to the digits of the phone', async () => {
    const { whatsappLink } = await import('./contact');
    expect(whatsappLink('+55 (11) 90000-0000')).toBe('https://wa.me/5511900000000');
  });
});
