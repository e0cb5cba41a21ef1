import { describe, expect, it } from 'vitest';
import { PasswordResetSchema, RegisterFormSchema } from './accounts';

/** What a form shows on one submit: each issue as `field message`. */
function issuesOf(schema: typeof RegisterFormSchema | typeof PasswordResetSchema, form: unknown): string[] {
  const parsed = schema.safeParse(form);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
}

const filled = {
  name: 'Ana Souza',
  email: 'ana@rodada.test',
  password: 'quadra123',
  confirmPassword: 'quadra123',
  terms: true,
};

describe('register form', () => {
  it('accepts a filled form', () => {
    expect(issuesOf(RegisterFormSchema, filled)).toEqual([]);
  });

  it('shows the password mismatch together with the unticked terms, not one after the other', () => {
    expect(issuesOf(RegisterFormSchema, { ...filled, confirmPassword: 'quadra124', terms: false })).toEqual([
      'terms auth.validation.termsRequired',
      'confirmPassword auth.validation.passwordsMismatch',
    ]);
  });

  it('shows the mismatch beside every other field error: a blank name, a bad e-mail, a short password', () => {
    expect(
      issuesOf(RegisterFormSchema, {
        name: '',
        email: 'ana',
        password: 'abc',
        confirmPassword: 'abcdef',
        terms: false,
      }).sort(),
    ).toEqual(
      [
        'name auth.validation.nameRequired',
        'email auth.validation.emailInvalid',
        'password auth.validation.passwordMin',
        'terms auth.validation.termsRequired',
        'confirmPassword auth.validation.passwordsMismatch',
      ].sort(),
    );
  });

  it('says "confirm your password" for a blank confirmation, not also "they differ"', () => {
    expect(issuesOf(RegisterFormSchema, { ...filled, confirmPassword: '' })).toEqual([
      'confirmPassword auth.validation.confirmRequired',
    ]);
  });
});

describe('password reset form', () => {
  it('shows the mismatch together with a too-short password', () => {
    expect(
      issuesOf(PasswordResetSchema, { token: 't', password: 'abc', confirmPassword: 'abcdef' }).sort(),
    ).toEqual(
      ['confirmPassword auth.validation.resetMismatch', 'password auth.validation.passwordMin'].sort(),
    );
  });

  it('asks only for the confirmation when it is blank', () => {
    expect(issuesOf(PasswordResetSchema, { token: 't', password: 'quadra123', confirmPassword: '' })).toEqual(
      ['confirmPassword auth.validation.confirmMin'],
    );
  });

  it('refuses a body that is not an object with one issue, never a crash', () => {
    for (const body of [null, 'texto', 7, []]) {
      const parsed = PasswordResetSchema.safeParse(body);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues).toHaveLength(1);
    }
  });
});
