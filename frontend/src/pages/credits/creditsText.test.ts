import { describe, expect, it } from 'vitest';
import ptCredits from '../../../../locales/pt-BR/credits.json';
import { formatCardNumber, formatExpiry, readExpiry } from './sandboxCardForm';

describe('credits texts', () => {
  it('uses the spec’s pt-BR words for the payment screens', () => {
    expect(ptCredits.card.payWithCard).toBe('Pagar com Cartão');
    expect(ptCredits.card.title).toBe('Efetuar Pagamento');
    expect(ptCredits.card.back).toBe('Voltar');
    expect(ptCredits.toasts.paymentFailed).toBe('Pagamento não processado');
    expect(ptCredits.toasts.incomplete).toBe('Dados incompletos');
    expect(ptCredits.toasts.intentFailed).toBe('Erro ao iniciar pagamento');
    expect(ptCredits.toasts.successFailed).toBe('Erro ao processar o pagamento');
    expect(ptCredits.success.title).toBe('Pagamento Confirmado');
    expect(ptCredits.refer.friends).toBe('Amigos Indicados');
    expect(ptCredits.refer.creditsEarned).toBe('Créditos Ganhos');
    expect(ptCredits.reports.title).toBe('Meus Relatórios de Créditos');
  });
});

describe('sandbox card form', () => {
  it('groups the card number by four and keeps digits only', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00')).toBe('4000 0000 00');
  });

  it('writes the expiry as MM/AA and reads it back', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/345')).toBe('12/34');
    expect(readExpiry('12/34')).toEqual({ expMonth: 12, expYear: 34 });
    expect(readExpiry('1/2030')).toEqual({ expMonth: 1, expYear: 2030 });
    expect(readExpiry('12/3')).toEqual({});
    expect(readExpiry('')).toEqual({});
  });
});
