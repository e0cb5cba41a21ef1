import type { PaymentIntentResponse } from '@rodada/events/contracts';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useEffect, useState } from 'react';
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
    // A failed download (offline, blocked) is forgotten so that the next panel tries again.
    stripe = loadStripe(publishableKey, { locale: STRIPE_LOCALE }).catch(() => {
      stripes.delete(publishableKey);
      return null;
    });
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
  const { t } = useTranslation('credits');
  const [stripe] = useState(() => stripeFor(publishableKey));
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let current = true;
    void stripe.then((loaded) => {
      if (current && loaded === null) setUnavailable(true);
    });
    return () => {
      current = false;
    };
  }, [stripe]);
  if (unavailable) {
    return (
      <div className="grid gap-4">
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
          {t('card.loadFailed')}
        </p>
        <PayButtons amount={intent.amount} ready={false} submitting={false} onBack={onBack} />
      </div>
    );
  }
  return (
    <Elements
      stripe={stripe}
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
        onLoadError={() => outcome.refused(t('card.loadFailed'))}
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
