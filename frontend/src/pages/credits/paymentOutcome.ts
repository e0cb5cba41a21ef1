import {
  cardErrorKey,
  type PaymentIntentResponse,
  type PaymentSuccessResponse,
} from '@rodada/events/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../lib/api';
import { creditsChanged, paymentWrites } from '../../lib/queries';
import { useToast } from '../../state/toasts';

/** The address the card provider returns to, and where a paid purchase lands. */
export const PAYMENT_SUCCESS_PATH = '/payment-success';

/**
 * /payment-success?payment_intent=…&payment_intent_client_secret=… — the two parameters Stripe adds
 * to its return URL.
 */
export function paymentSuccessUrl(intent: Pick<PaymentIntentResponse, 'paymentIntentId' | 'clientSecret'>) {
  const query = new URLSearchParams({
    payment_intent: intent.paymentIntentId,
    payment_intent_client_secret: intent.clientSecret,
  });
  return `${PAYMENT_SUCCESS_PATH}?${query}`;
}

/**
 * The return URL handed to Stripe for payment methods that must leave the page; it names the credits
 * so the success page can report the payment (the server checks them against the intent).
 */
export function stripeReturnUrl(credits: number): string {
  return `${window.location.origin}${PAYMENT_SUCCESS_PATH}?credits=${credits}`;
}

/** What the server answered, or the fallback text when it said nothing usable. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message !== '' ? error.message : fallback;
}

/**
 * The steps after the provider confirmed a payment (spec section 4): report it to the server, which
 * checks it and credits once; then a success toast, the balance and history read again, and the
 * success page. A refusal shows the server's message under 'Erro ao processar o pagamento'.
 */
export function usePaymentCompletion() {
  const { t } = useTranslation(['credits', 'errors']);
  const { toast } = useToast();
  const client = useQueryClient();
  const navigate = useNavigate();

  const paid = async (intent: PaymentIntentResponse): Promise<boolean> => {
    let confirmed: PaymentSuccessResponse;
    try {
      confirmed = await paymentWrites.reportSuccess({
        paymentIntentId: intent.paymentIntentId,
        credits: intent.credits,
      });
    } catch (error) {
      toast({
        title: t('toasts.successFailed'),
        description: messageOf(error, t('errors:payments.failed')),
        variant: 'destructive',
      });
      return false;
    }
    toast({
      title: t('toasts.paid'),
      description: t('toasts.paidDescription', { count: confirmed.credits }),
    });
    await creditsChanged(client);
    // The success page asks the server how the payment stands; nothing travels with the navigation.
    navigate(paymentSuccessUrl(intent));
    return true;
  };

  /** A card refusal from the sandbox (the server's message) or from Stripe.js (its error code). */
  const refused = (message: string) =>
    toast({ title: t('toasts.paymentFailed'), description: message, variant: 'destructive' });

  const stripeRefused = (error: { type?: string; code?: string; decline_code?: string } | undefined) =>
    refused(t(cardErrorKey(error), { ns: 'errors' }));

  const incomplete = () =>
    toast({
      title: t('toasts.incomplete'),
      description: t('errors:payments.incompleteDetails'),
      variant: 'destructive',
    });

  return { paid, refused, stripeRefused, incomplete };
}
