import { type SupportContact, SupportContactSchema } from '@rodada/events/contracts';
import { type QueryState, useQuery } from '../state/queryCache';
import { apiFetch } from './api';

/**
 * The support phone and e-mail. They are server configuration (SUPPORT_PHONE, SUPPORT_EMAIL;
 * decisions.md), so every screen reads them from the API.
 */
export function useSupportContactQuery(): QueryState<SupportContact> {
  return useQuery('support-contact', () =>
    apiFetch('/api/support-contact', { schema: SupportContactSchema }),
  );
}

/** The support contact once it has arrived; null while loading or after a failure. */
export function useSupportContact(): SupportContact | null {
  const contact = useSupportContactQuery();
  return contact.status === 'success' ? contact.data : null;
}

/** The messaging-app link for a phone number: only its digits, country code included. */
export function whatsappLink(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}
