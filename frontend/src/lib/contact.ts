import type { SupportContact } from '@rodada/events/contracts';
import { useQuery } from '@tanstack/react-query';
import { queries } from './queries';

/** The support phone and e-mail, read from the API: they are server configuration. */
export function useSupportContactQuery() {
  return useQuery(queries.supportContact());
}

/** The support contact once it has arrived; null while loading or after a failure. */
export function useSupportContact(): SupportContact | null {
  return useSupportContactQuery().data ?? null;
}

/** The messaging-app link for a phone number: only its digits, country code included. */
export function whatsappLink(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}
