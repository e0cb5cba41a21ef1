import { describe, expect, it } from 'vitest';
import { ERASED_NAME, erasedEmail, isErasedEmail } from './personalData';

describe('erased personal data', () => {
  it('is stored as one fixed name, which readers translate', () => {
    expect(ERASED_NAME).toBe('Anônimo');
  });

  it('leaves each erased user an address of their own that no mail can reach (.invalid)', () => {
    const userId = '00000000-0000-4000-8000-0000000000a1';
    expect(erasedEmail(userId)).toBe(`apagado-${userId}@rodada.invalid`);
    expect(erasedEmail(userId)).not.toBe(erasedEmail('00000000-0000-4000-8000-0000000000a2'));
  });

  it('tells the placeholder address from a real one', () => {
    expect(isErasedEmail(erasedEmail('00000000-0000-4000-8000-0000000000a1'))).toBe(true);
    expect(isErasedEmail('apagado-ana@gmail.com')).toBe(false);
    expect(isErasedEmail('ana.apagado-1@rodada.invalid')).toBe(false);
    expect(isErasedEmail('apagado-1@rodada.invalid.com')).toBe(false);
    expect(isErasedEmail('apagado-@rodada.invalid')).toBe(false);
  });
});
