import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { formatBrl } from '../reporting';
import { chatLink, pixBrCode } from './pixInstructions';

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), the checksum the BR Code manual names. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The EMV fields of a BR Code: id (2 digits), length (2 digits), value. */
function fields(code: string): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < code.length; ) {
    const id = code.slice(i, i + 2);
    const length = Number(code.slice(i + 2, i + 4));
    out.set(id, code.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return out;
}

// The example of the Central Bank's "Manual do BR Code" (static, random key, no amount).
const CENTRAL_BANK_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
  '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('the PIX BR Code (copia e cola)', () => {
  it('checks its CRC the way the manual says (CRC-16/CCITT-FALSE check value 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16(CENTRAL_BANK_EXAMPLE.slice(0, -4))).toBe('1D3D');
  });

  it("matches the Central Bank's example payload byte for byte", () => {
    const code = pixBrCode(
      { key: '123e4567-e12b-12d1-a456-426655440000', payee: 'Fulano de Tal', city: 'BRASILIA' },
      {},
    );
    expect(code).toBe(CENTRAL_BANK_EXAMPLE);
  });

  it('carries the amount, key, payee, city and txid, and ends with a valid CRC', () => {
    const code = pixBrCode(
      { key: 'pix@rodada.app', payee: 'Rodada Tecnologia', city: 'São Paulo' },
      { amountCents: 12_000, txid: 'RD0123456789ABCDEF0123456' },
    );
    const f = fields(code);
    expect(f.get('00')).toBe('01');
    expect(fields(f.get('26')!).get('00')).toBe('br.gov.bcb.pix');
    expect(fields(f.get('26')!).get('01')).toBe('pix@rodada.app');
    expect(f.get('53')).toBe('986'); // BRL
    expect(f.get('54')).toBe('120.00');
    expect(f.get('58')).toBe('BR');
    expect(f.get('59')).toBe('Rodada Tecnologia');
    expect(f.get('60')).toBe('Sao Paulo'); // accents folded to ASCII, as banking apps expect
    expect(fields(f.get('62')!).get('05')).toBe('RD0123456789ABCDEF0123456');
    expect(code.slice(-8, -4)).toBe('6304');
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
    expect(getPixPayloadInfo(code)).toMatchObject({ amount: 120, key: 'pix@rodada.app' });
  });

  it('refuses a configuration that cannot make a BR Code, naming the variable', () => {
    expect(loadConfig({}).pix).toEqual({
      key: 'pix@rodada.app',
      payee: 'Rodada Tecnologia',
      city: 'Sao Paulo',
    });
    expect(() => loadConfig({ PIX_KEY: 'not a key' })).toThrow(/invalid configuration: PIX_KEY/);
    expect(() => loadConfig({ PIX_PAYEE: '   ' })).toThrow(/PIX_PAYEE/);
  });

  it('writes money the Brazilian way and opens a chat with the message prefilled', () => {
    expect(formatBrl(12_000)).toBe('R$ 120,00');
    expect(formatBrl(1_998_000)).toBe('R$ 19.980,00');
    expect(chatLink('+55 11 90000-0000', 'Olá! R$ 120,00')).toBe(
      'https://wa.me/5511900000000?text=Ol%C3%A1!%20R%24%20120%2C00',
    );
  });
});
