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
    case 'grant':
      return translate(lng, 'transactions:grant', {
        count,
        reason: translate(lng, `transactions:reasons.${String(detail.reason ?? 'other')}`),
      });
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
