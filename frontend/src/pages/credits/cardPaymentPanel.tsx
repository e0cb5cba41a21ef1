import type { PaymentIntentResponse, PaymentsConfig } from '@rodada/events/contracts';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { useFormatMoney } from '../../lib/money';
import { SandboxCardForm } from './sandboxCardForm';
import { TestModeBadge } from './testMode';

// Stripe.js and its React bindings live in a chunk of their own, fetched only here.
const StripeCardForm = lazy(async () => ({ default: (await import('./stripeCardForm')).StripeCardForm }));

/**
 * 'Efetuar Pagamento': the card form for an intent the server created, with the amount, the
 * secure-transaction notice and, in the sandbox, the "modo de teste" label.
 */
export function CardPaymentPanel({
  intent,
  config,
  onBack,
}: {
  readonly intent: PaymentIntentResponse;
  readonly config: PaymentsConfig | undefined;
  readonly onBack: () => void;
}) {
  const { t } = useTranslation('credits');
  const money = useFormatMoney();
  const sandbox = intent.mode === 'sandbox';
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel replaces the purchase form: move focus (and, on a phone, the view) to its title.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="card-payment-title" data-testid="card-payment" className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2
            id="card-payment-title"
            ref={heading}
            tabIndex={-1}
            className="scroll-mt-24 text-lg font-bold text-slate-900 outline-none"
          >
            {t('card.title')}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600" data-testid="card-payment-summary">
            {t('card.summary', {
              credits: t('credits', { count: intent.credits }),
              amount: money(intent.amount),
            })}
          </p>
        </div>
        {sandbox ? <TestModeBadge /> : null}
      </div>
      <p className="flex items-start gap-2.5 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200">
        <Icon name="lock" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        {sandbox ? t('card.secureTest') : t('card.secure')}
      </p>
      {sandbox ? (
        <SandboxCardForm intent={intent} onBack={onBack} />
      ) : config?.publishableKey ? (
        <Suspense fallback={<Spinner />}>
          <StripeCardForm intent={intent} publishableKey={config.publishableKey} onBack={onBack} />
        </Suspense>
      ) : (
        <Spinner />
      )}
    </section>
  );
}
