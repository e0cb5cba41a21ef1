import { type SupportContact, SupportContactSchema } from '@rodada/events/contracts/support';
import { useQuery } from '../state/queryCache';
import { apiFetch } from './api';

/**
 * The support phone and e-mail. They are server configuration (SUPPORT_PHONE, SUPPORT_EMAIL;
 * decisions.md), so every screen reads them from the API: null until the answer arrives, or when
 * it fails.
 */
export function useSupportContact(): SupportContact | null {
  const contact = useQuery('support-contact', () =>
    apiFetch('/api/support-contact', { schema: SupportContactSchema }),
  );
  return contact.status === 'success' ? contact.data : null;
}

/** The messaging-app link for a phone number: only its digits, country code included. */
export function whatsappLink(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}
