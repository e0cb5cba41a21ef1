import { type PaymentIntentResponse, type PaymentsConfig, quoteCredits } from '@rodada/events/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { buttonClasses } from '../../components/ui/button';
import { CARD } from '../../components/ui/card';
import { useFormatMoney } from '../../lib/money';
import { paymentWrites, queries } from '../../lib/queries';
import { useUser } from '../../state/session';
import { useToast } from '../../state/toasts';
import { PageHeader } from '../tournaments/pageHeader';
import { CardPaymentPanel } from './cardPaymentPanel';
import { messageOf } from './paymentOutcome';
import { PixPanel } from './pixPanel';
import { PriceTierTable, SavingsBanner } from './priceTiers';
import { basePriceOf } from './pricing';
import { QuantityStepper } from './quantityStepper';
import { TestModeNotice } from './testMode';
import { TransactionHistory } from './transactionHistory';

type Method = 'pix' | 'card';

/** The quantity the screen opens with: one Super 8. */
const DEFAULT_QUANTITY = 1;

/**
 * /buy-credits and /buy-credits/stripe: balance, price, tiers, quantity, total, savings, PIX or
 * card, and the history. The server computes every amount; the screen shows the same rule.
 */
export function BuyCreditsPage() {
  const { t } = useTranslation(['credits', 'errors']);
  const user = useUser();
  const money = useFormatMoney();
  const prices = useQuery(queries.currencyPrices());
  const config = useQuery(queries.paymentsConfig());
  const [quantity, setQuantity] = useState(DEFAULT_QUANTITY);
  const [method, setMethod] = useState<Method>('pix');
  const [intent, setIntent] = useState<PaymentIntentResponse | null>(null);

  const basePrice = prices.data ? basePriceOf(prices.data) : null;
  const quote = basePrice === null ? null : quoteCredits(quantity, basePrice);

  return (
    <div className="mx-auto w-full max-w-6xl min-w-0">
      <PageHeader title={t('buy.title')} description={t('buy.description')} />
      {config.data?.mode === 'sandbox' ? (
        <div className="mb-6">
          <TestModeNotice />
        </div>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <div className="grid min-w-0 content-start gap-6 lg:col-span-3">
          <div className="grid grid-cols-2 gap-4">
            <Stat
              icon="coins"
              label={t('buy.balance')}
              value={t('credits', { count: user.credits })}
              caption={t('buy.balanceHint')}
              testId="balance"
              danger={user.credits <= 0}
            />
            <Stat
              icon="sparkle"
              label={t('buy.pricePerCredit')}
              value={basePrice === null ? '–' : money(basePrice)}
              caption={
                quote && quote.discountPercent > 0
                  ? t('buy.unitPrice', { price: money(quote.unitCents) })
                  : undefined
              }
              testId="base-price"
            />
          </div>

          <section aria-labelledby="purchase-title" className={`${CARD} p-5 sm:p-6`}>
            {intent ? (
              <CardPaymentPanel intent={intent} config={config.data} onBack={() => setIntent(null)} />
            ) : (
              <>
                <h2 id="purchase-title" className="text-lg font-bold text-slate-900">
                  {t('buy.purchaseTitle')}
                </h2>
                {prices.status === 'pending' ? <Spinner /> : null}
                {prices.status === 'error' ? (
                  <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
                    {t('buy.priceError')}
                  </p>
                ) : null}
                {prices.status === 'success' && quote === null ? (
                  <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
                    {t('errors:payments.currencyNotConfigured')}
                  </p>
                ) : null}
                {quote ? (
                  <div className="mt-4 grid gap-5">
                    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
                      <QuantityStepper value={quantity} onChange={setQuantity} />
                      <dl className="grid gap-0.5 sm:text-right">
                        <dt className="text-xs font-medium text-slate-500">{t('buy.total')}</dt>
                        <dd data-testid="total" className="text-3xl font-black tracking-tight text-slate-900">
                          {money(quote.totalCents)}
                        </dd>
                        <dd className="text-xs text-slate-500" data-testid="unit-price">
                          {t('credits', { count: quantity })} × {money(quote.unitCents)}
                        </dd>
                      </dl>
                    </div>
                    <SavingsBanner quote={quote} />
                    <MethodChoice value={method} onChange={setMethod} />
                    {method === 'pix' ? (
                      <PixPanel quantity={quantity} totalCents={quote.totalCents} />
                    ) : (
                      <StartCardPayment quantity={quantity} config={config.data} onStarted={setIntent} />
                    )}
                  </div>
                ) : null}
              </>
            )}
          </section>
        </div>

        <div className="grid min-w-0 content-start gap-6 lg:col-span-2">
          {basePrice === null ? null : <PriceTierTable basePriceCents={basePrice} quantity={quantity} />}
          <ReferralPromo />
          <TransactionHistory />
        </div>
      </div>
    </div>
  );
}

function Stat({
  icon,
  label,
  value,
  caption,
  testId,
  danger = false,
}: {
  readonly icon: IconName;
  readonly label: string;
  readonly value: string;
  readonly caption?: string | undefined;
  readonly testId: string;
  readonly danger?: boolean;
}) {
  return (
    <section className={`${CARD} flex flex-col p-4 sm:p-5`}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-xs font-semibold text-slate-600 sm:text-sm">{label}</h2>
        <span
          className={`hidden size-9 items-center justify-center rounded-xl sm:flex ${
            danger ? 'bg-red-50 text-red-600' : 'bg-brand-50 text-brand-700'
          }`}
        >
          <Icon name={icon} className="size-5" />
        </span>
      </div>
      <p
        data-testid={testId}
        className={`mt-1 text-xl font-black tracking-tight sm:text-3xl ${danger ? 'text-red-600' : 'text-slate-900'}`}
      >
        {value}
      </p>
      {caption ? <p className="mt-0.5 text-xs text-slate-500">{caption}</p> : null}
    </section>
  );
}

const METHODS: ReadonlyArray<{ value: Method; icon: IconName }> = [
  { value: 'pix', icon: 'pix' },
  { value: 'card', icon: 'card' },
];

function MethodChoice({
  value,
  onChange,
}: {
  readonly value: Method;
  readonly onChange: (method: Method) => void;
}) {
  const { t } = useTranslation('credits');
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('method.title')}</legend>
      <div className="grid gap-2 sm:grid-cols-2" role="radiogroup">
        {METHODS.map((method) => (
          <label
            key={method.value}
            className={`flex cursor-pointer items-center gap-3 rounded-xl border p-3.5 transition has-focus-visible:ring-4 has-focus-visible:ring-brand-100 ${
              value === method.value
                ? 'border-brand-500 bg-brand-50 ring-1 ring-brand-400'
                : 'border-slate-300 bg-white hover:border-brand-300'
            }`}
          >
            <input
              type="radio"
              name="payment-method"
              value={method.value}
              checked={value === method.value}
              onChange={() => onChange(method.value)}
              className="sr-only"
            />
            <span
              className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${
                value === method.value ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-600'
              }`}
            >
              <Icon name={method.icon} className="size-5" />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-slate-900">
                {t(`method.${method.value}`)}
              </span>
              <span className="block text-xs text-slate-500">{t(`method.${method.value}Hint`)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** 'Pagar com Cartão': the server creates the intent for this quantity, then the card panel opens. */
function StartCardPayment({
  quantity,
  config,
  onStarted,
}: {
  readonly quantity: number;
  readonly config: PaymentsConfig | undefined;
  readonly onStarted: (intent: PaymentIntentResponse) => void;
}) {
  const { t } = useTranslation(['credits', 'errors']);
  const { toast } = useToast();
  const start = useMutation({
    mutationFn: () => paymentWrites.createIntent({ credits: quantity }),
    onSuccess: onStarted,
    onError: (error) =>
      toast({
        title: t('toasts.intentFailed'),
        description: messageOf(error, t('errors:payments.intentFailed')),
        variant: 'destructive',
      }),
  });
  if (config?.mode === 'disabled') {
    return (
      <p
        role="alert"
        className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
      >
        {t('errors:payments.unavailable')}
      </p>
    );
  }
  return (
    <button
      type="button"
      className={buttonClasses.primary}
      disabled={start.isPending || config === undefined}
      onClick={() => start.mutate()}
      data-testid="pay-with-card"
    >
      <Icon name="card" className="size-4" />
      {start.isPending ? t('card.starting') : t('card.payWithCard')}
    </button>
  );
}

function ReferralPromo() {
  const { t } = useTranslation('credits');
  return (
    <section className={`${CARD} flex items-start gap-4 p-5 sm:p-6`}>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon name="gift" className="size-5" />
      </span>
      <div className="min-w-0">
        <h2 className="text-base font-bold text-slate-900">{t('refer.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('refer.example')}</p>
        <Link
          to="/refer-friend"
          className={`${buttonClasses.link} mt-2 inline-flex items-center gap-1.5 text-sm`}
        >
          {t('refer.cta')}
          <Icon name="arrowRight" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
