import { describe, expect, it } from 'vitest';
import { csvDocument, decimalComma, Money, plainText } from './csv';

describe('CSV for spreadsheets', () => {
  it('turns every cell a spreadsheet would run as a formula into text', () => {
    for (const cell of ['=1+1', '+55 11 9999', '-2+3', '@SUM(A1)', '\tcmd', '\r=1'])
      expect(plainText(cell)).toBe(`'${cell}`);
    expect(plainText('Ana = Bia')).toBe('Ana = Bia');
  });

  it('writes a BOM, ";" between cells, CRLF, quotes where needed, and numbers as numbers', () => {
    const text = csvDocument(
      ['Nome', 'Créditos', 'Valor'],
      [
        ['=HYPERLINK("x")', -3, new Money(123_456)],
        ['Ana; Bia', 0, new Money(-5)],
      ],
    );
    expect(text).toBe(
      '\ufeffNome;Créditos;Valor\r\n"\'=HYPERLINK(""x"")";-3;1234,56\r\n"Ana; Bia";0;-0,05\r\n',
    );
  });

  it('writes centavos with a decimal comma and no thousands separator', () => {
    expect([decimalComma(0), decimalComma(5), decimalComma(120_00), decimalComma(1_000_000_00)]).toEqual([
      '0,00',
      '0,05',
      '120,00',
      '1000000,00',
    ]);
  });
});
