import { describe, expect, it } from 'vitest';
import { formatToday, initialsOf, navigationFor } from './navigation';

const paths = (user: { isAdmin: boolean; userType: 'Usuário' | 'Quadra' }) =>
  navigationFor(user).flatMap((section) => section.items.map((item) => item.to));

describe('navigationFor', () => {
  it('shows an organiser the main items only', () => {
    expect(paths({ isAdmin: false, userType: 'Usuário' })).toEqual([
      '/',
      '/my-tournaments',
      '/select-tournament-type',
      '/players',
      '/circuits',
      '/buy-credits',
    ]);
  });

  it('adds tablet codes for a Quadra account', () => {
    expect(paths({ isAdmin: false, userType: 'Quadra' })).toContain('/tournament-codes');
    expect(paths({ isAdmin: false, userType: 'Quadra' })).not.toContain('/admin');
  });

  it('adds tablet codes and the administration section for an admin', () => {
    const sections = navigationFor({ isAdmin: true, userType: 'Usuário' });
    expect(sections.map((s) => s.titleKey)).toEqual([null, 'nav.administration']);
    expect(paths({ isAdmin: true, userType: 'Usuário' })).toEqual([
      '/',
      '/my-tournaments',
      '/select-tournament-type',
      '/players',
      '/circuits',
      '/tournament-codes',
      '/buy-credits',
      '/admin',
    ]);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Ana Souza', 'AS'],
    ['ana maria souza', 'AM'],
    ['  Élio  ', 'É'],
    ['', ''],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('formatToday', () => {
  it('writes the date in the active language', () => {
    const day = new Date(2026, 10, 23, 12);
    expect(formatToday('pt-BR', day)).toBe('segunda-feira, 23 de novembro de 2026');
    expect(formatToday('en', day)).toBe('Monday, November 23, 2026');
    expect(formatToday('es', day)).toBe('lunes, 23 de noviembre de 2026');
  });
});
