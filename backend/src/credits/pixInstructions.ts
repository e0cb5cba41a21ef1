import { generatePixPayload } from '@brazilian-utils/brazilian-utils';

/** Where a manual PIX goes: the receiving key, its holder and city (configuration). */
export interface PixReceiver {
  readonly key: string;
  readonly payee: string;
  readonly city: string;
}

/**
 * The PIX BR Code ("copia e cola", also what the QR code encodes) of a payment: EMV fields with the
 * receiver's key, name and city, the amount, the txid, and the CRC16 that banking apps check.
 * Built by `@brazilian-utils/brazilian-utils`, which follows the Central Bank's BR Code manual.
 */
export function pixBrCode(receiver: PixReceiver, payment: { amountCents?: number; txid?: string }): string {
  const code = generatePixPayload({
    key: receiver.key,
    merchantName: receiver.payee,
    merchantCity: receiver.city,
    ...(payment.amountCents === undefined ? {} : { amount: payment.amountCents / 100 }),
    ...(payment.txid === undefined ? {} : { txid: payment.txid }),
  });
  if (code === null) throw new Error('the PIX key, payee or city cannot make a BR Code');
  return code;
}

/** A problem with the configured receiver, or null when it makes a valid BR Code. */
export function pixReceiverProblem(receiver: PixReceiver): string | null {
  try {
    pixBrCode(receiver, { amountCents: 100, txid: 'CHECK' });
    return null;
  } catch {
    return 'PIX_KEY must be a PIX key (CPF, CNPJ, e-mail, +55 phone or random key) and PIX_PAYEE and PIX_CITY must not be blank';
  }
}

/** A WhatsApp chat with the support number and a prefilled message. */
export function chatLink(phone: string, message: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}
