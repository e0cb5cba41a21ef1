import { LoginRequestSchema, RegisterFormSchema } from '@rodada/events/contracts';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './forms';

const keys = (key: string) => `<${key}>`;

describe('fieldErrorsOf', () => {
  it('gives each field its first message, translated', () => {
    const result = LoginRequestSchema.safeParse({ email: 'nope', password: '123' });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!, keys)).toEqual({
      email: '<auth.validation.emailInvalid>',
      password: '<auth.validation.passwordMin>',
    });
  });

  it('puts the password mismatch and the terms on their own fields', () => {
    const result = RegisterFormSchema.safeParse({
      name: 'Ana',
      email: 'ana@example.com',
      password: 'secret1',
      confirmPassword: 'secret2',
      terms: false,
    });
    expect(fieldErrorsOf(result.error!, keys)).toEqual({
      terms: '<auth.validation.termsRequired>',
    });
    const mismatch = RegisterFormSchema.safeParse({
      name: 'Ana',
      email: 'ana@example.com',
      password: 'secret1',
      confirmPassword: 'secret2',
      terms: true,
    });
    expect(fieldErrorsOf(mismatch.error!, keys)).toEqual({
      confirmPassword: '<auth.validation.passwordsMismatch>',
    });
  });
});

describe('contact', () => {
  it('links the messaging app to the digits of the phone', async () => {
    const { whatsappLink } = await import('./contact');
    expect(whatsappLink('+55 (11) 90000-0000')).toBe('https://wa.me/5511900000000');
  });
});
