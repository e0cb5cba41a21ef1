import { type Language, translate } from '../i18n';

/** A transaction's description in the reader's language, from what its event recorded. */
export function describeTransaction(
  lng: Language,
  kind: string,
  credits: number,
  detail: Record<string, unknown>,
): string {
  const count = Math.abs(credits);
  switch (kind) {
    case 'grant': {
      const category = translate(lng, `transactions:reasons.${String(detail.reason ?? 'other')}`);
      // The administrator's own words, when the grant carried them, follow the category.
      const note = typeof detail.note === 'string' && detail.note !== '' ? detail.note : null;
      return translate(lng, 'transactions:grant', {
        count,
        reason: note ? `${category}: ${note}` : category,
      });
    }
    case 'purchase':
      return translate(lng, 'transactions:purchase', { count });
    case 'referral':
      return translate(lng, 'transactions:referral', { count });
    case 'spend':
      return translate(lng, 'transactions:spend', { count, name: String(detail.tournamentName ?? '') });
    case 'refund':
      return translate(lng, 'transactions:refund', { count });
    default:
      return kind;
  }
}
