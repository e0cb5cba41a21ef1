/**
 * The support phone is configuration (decisions.md): `VITE_SUPPORT_PHONE` at build time, with a demo
 * default so a fresh checkout shows a plausible number.
 */
export const SUPPORT_PHONE: string = import.meta.env.VITE_SUPPORT_PHONE ?? '+55 11 90000-0000';

/** The messaging-app link for a phone number: only its digits, country code included. */
export function whatsappLink(phone: string = SUPPORT_PHONE): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}
