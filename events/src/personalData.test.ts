import { describe, expect, it } from 'vitest';
import { ERASED_NAME, erasedEmail } from './personalData';

describe('erased personal data', () => {
  it('reads as one fixed name, the same in every language', () => {
    expect(ERASED_NAME).toBe('Anônimo');
  });

  it('leaves each erased user an address of their own that no mail can reach (.invalid)', () => {
    const userId = '00000000-0000-4000-8000-0000000000a1';
    expect(erasedEmail(userId)).toBe(`apagado-${userId}@rodada.invalid`);
    expect(erasedEmail(userId)).not.toBe(erasedEmail('00000000-0000-4000-8000-0000000000a2'));
  });
});
