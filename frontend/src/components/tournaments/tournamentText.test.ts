import { describe, expect, it } from 'vitest';
import { formatAndName } from './tournamentText';

describe('the format beside the name', () => {
  it('puts the format before a name that does not say it', () => {
    expect(formatAndName('Super 12', 'Quinta no Clube')).toBe('Super 12 · Quinta no Clube');
  });

  it('says the format once when the name already starts with it, whatever its case and spaces', () => {
    expect(formatAndName('Super 12', 'Super 12 · Quinta no Clube')).toBe('Super 12 · Quinta no Clube');
    expect(formatAndName('Super 12', 'SUPER  12 da quinta')).toBe('SUPER  12 da quinta');
  });

  it('keeps the format when the name only mentions it further on', () => {
    expect(formatAndName('Super 8', 'Copa Super 8')).toBe('Super 8 · Copa Super 8');
  });
});
