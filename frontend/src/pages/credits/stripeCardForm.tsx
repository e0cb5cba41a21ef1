import type { PaymentIntentResponse } from '@rodada/events/contracts';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { PayButtons } from './payButtons';
import { stripeReturnUrl, usePaymentCompletion } from './paymentOutcome';

/** Spec section 9: the payment form speaks pt-BR and bills in Brazil. */
const STRIPE_LOCALE = 'pt-BR';
const BILLING_COUNTRY = 'BR';

// One Stripe.js per publishable key; this module is its own chunk, so the script is fetched only
// when a card payment panel opens in Stripe mode.
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey, { locale: STRIPE_LOCALE });
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

interface StripeCardFormProps {
  readonly intent: PaymentIntentResponse;
  readonly publishableKey: string;
  readonly onBack: () => void;
}

/** Stripe's Payment Element for the intent the server created (country BR, its field hidden). */
export function StripeCardForm({ intent, publishableKey, onBack }: StripeCardFormProps) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        clientSecret: intent.clientSecret,
        locale: STRIPE_LOCALE,
        appearance: { theme: 'stripe', variables: { borderRadius: '12px', colorPrimary: '#0e8b6c' } },
      }}
    >
      <StripeCheckout intent={intent} onBack={onBack} />
    </Elements>
  );
}

function StripeCheckout({ intent, onBack }: Omit<StripeCardFormProps, 'publishableKey'>) {
  const { t } = useTranslation('credits');
  const stripe = useStripe();
  const elements = useElements();
  const outcome = usePaymentCompletion();
  const [ready, setReady] = useState(false);
  const [complete, setComplete] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || submitting) return;
    if (!complete) {
      outcome.incomplete();
      return;
    }
    setSubmitting(true);
    try {
      const submitted = await elements.submit();
      if (submitted.error) {
        outcome.stripeRefused(submitted.error);
        return;
      }
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: {
          return_url: stripeReturnUrl(intent.credits),
          payment_method_data: { billing_details: { address: { country: BILLING_COUNTRY } } },
        },
        redirect: 'if_required',
      });
      if (error) {
        outcome.stripeRefused(error);
        return;
      }
      if (paymentIntent?.status === 'succeeded') {
        await outcome.paid(intent);
        return;
      }
      outcome.stripeRefused(undefined);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={(event) => void pay(event)} aria-label={t('card.title')} className="grid gap-4">
      {ready ? null : (
        <div className="grid justify-items-center gap-1 text-sm text-slate-500">
          <Spinner />
          {t('card.loading')}
        </div>
      )}
      <PaymentElement
        options={{ fields: { billingDetails: { address: { country: 'never' } } } }}
        onReady={() => setReady(true)}
        onChange={(event) => setComplete(event.complete)}
      />
      <PayButtons
        amount={intent.amount}
        ready={ready && stripe !== null && elements !== null}
        submitting={submitting}
        onBack={onBack}
      />
    </form>
  );
}
