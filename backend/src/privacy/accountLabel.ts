import { ERASED_NAME, isErasedEmail } from '@rodada/events';
import { type Language, translate } from '../i18n';

/**
 * An account's name and e-mail as a reader sees them: an erased account's stored placeholders
 * ("Anônimo", `apagado-…@rodada.invalid`) read as the reader's words for them, never as an address.
 */
export function accountLabel(lng: Language, name: string, email: string) {
  return {
    name: name === ERASED_NAME ? translate(lng, 'common:erased.name') : name,
    email: isErasedEmail(email) ? translate(lng, 'common:erased.account') : email,
  };
}
