import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

// Intl separates the symbol with a no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('writes centavos as reais in each language', () => {
    expect(plain(formatMoney(2000, 'pt-BR'))).toBe('R$ 20,00');
    expect(plain(formatMoney(12_000, 'pt-BR'))).toBe('R$ 120,00');
    expect(plain(formatMoney(123_456, 'pt-BR'))).toBe('R$ 1.234,56');
    expect(plain(formatMoney(2000, 'en'))).toBe('R$20.00');
    expect(plain(formatMoney(2000, 'es'))).toBe('20,00 R$');
  });
});
