import { describe, expect, it } from 'vitest';
import { translate } from './i18n';

describe('server messages', () => {
  it.each([
    ['pt-BR', 1, 'Créditos insuficientes: é necessário 1 crédito e você tem 0.'],
    ['pt-BR', 2, 'Créditos insuficientes: são necessários 2 créditos e você tem 0.'],
    ['en', 1, 'Not enough credits: 1 credit needed and you have 0.'],
    ['en', 2, 'Not enough credits: 2 credits needed and you have 0.'],
    ['es', 1, 'Créditos insuficientes: se necesita 1 crédito y tienes 0.'],
    ['es', 2, 'Créditos insuficientes: se necesitan 2 créditos y tienes 0.'],
  ] as const)('say "credits" by count (%s, %i needed)', (language, required, message) => {
    expect(translate(language, 'credits.insufficient', { required, available: 0, count: required })).toBe(
      message,
    );
  });
});
