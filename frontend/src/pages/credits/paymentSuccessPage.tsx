import { clampCreditQuantity } from '@rodada/events/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Icon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { buttonClasses } from '../../components/ui/button';
import { creditsChanged, paymentWrites, queries } from '../../lib/queries';
import { useUser } from '../../state/session';
import { useToast } from '../../state/toasts';
import { messageOf } from './paymentOutcome';

/**
 * /payment-success: needs payment_intent and payment_intent_client_secret, otherwise goes to /.
 * It asks the server how the payment stands and says so: 'Pagamento Confirmado' with the balance
 * only once the credits are in the account; pending (asked again until it settles), refused or
 * unknown otherwise. Arriving from Stripe's redirect (a payment method that left the page), it
 * first reports the payment to the server, which credits it once whichever of this and the
 * webhook comes first.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const paymentIntentId = params.get('payment_intent');
  const clientSecret = params.get('payment_intent_client_secret');
  if (!paymentIntentId || !clientSecret) return <Navigate to="/" replace />;
  return (
    <PaymentConfirmed
      paymentIntentId={paymentIntentId}
      returnedCredits={params.has('credits') ? clampCreditQuantity(params.get('credits')) : null}
      redirectStatus={params.get('redirect_status')}
    />
  );
}

function PaymentConfirmed({
  paymentIntentId,
  returnedCredits,
  redirectStatus,
}: {
  readonly paymentIntentId: string;
  /** The credits named in Stripe's return URL, still to be reported. */
  readonly returnedCredits: number | null;
  readonly redirectStatus: string | null;
}) {
  const { t } = useTranslation(['credits', 'errors']);
  const client = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const fromRedirect = redirectStatus !== null;
  const [reported, setReported] = useState(!fromRedirect);
  const started = useRef(false);
  // What the server says happened: the page never claims credits the account did not get.
  const status = useQuery({ ...queries.paymentStatus(paymentIntentId), enabled: reported });

  useEffect(() => {
    if (started.current || !fromRedirect) return;
    started.current = true;
    const refuse = (message: string) => {
      toast({ title: t('toasts.paymentFailed'), description: message, variant: 'destructive' });
      navigate('/buy-credits', { replace: true });
    };
    if (redirectStatus !== 'succeeded' || returnedCredits === null) {
      refuse(t('errors:payments.failed'));
      return;
    }
    paymentWrites.reportSuccess({ paymentIntentId, credits: returnedCredits }).then(
      () => setReported(true),
      (error: unknown) => refuse(messageOf(error, t('errors:payments.failed'))),
    );
  }, [returnedCredits, fromRedirect, navigate, paymentIntentId, redirectStatus, t, toast]);

  const outcome = status.data?.status;
  useEffect(() => {
    if (outcome === 'confirmed') void creditsChanged(client);
  }, [client, outcome]);

  if (status.status === 'error') {
    return <OutcomePanel tone="failed" title={t('success.unknownTitle')} text={t('success.checkFailed')} />;
  }
  if (!status.data) {
    return (
      <div className="grid justify-items-center gap-2 py-16 text-sm text-slate-600">
        <Spinner />
        {t('success.confirming')}
      </div>
    );
  }
  if (status.data.status === 'confirmed') return <Confirmed credits={status.data.credits} />;
  const panel = {
    pending: { tone: 'pending', title: t('success.pendingTitle'), text: t('success.pendingText') },
    failed: { tone: 'failed', title: t('success.failedTitle'), text: t('success.failedText') },
    unknown: { tone: 'failed', title: t('success.unknownTitle'), text: t('success.unknownText') },
  } as const;
  return <OutcomePanel {...panel[status.data.status]} />;
}

const PANEL =
  'mx-auto mt-4 flex w-full max-w-lg flex-col items-center rounded-3xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm sm:px-10';

/** A payment that did not (or not yet) add credits: what happened, and the way back to buying. */
function OutcomePanel({
  tone,
  title,
  text,
}: {
  readonly tone: 'pending' | 'failed';
  readonly title: string;
  readonly text: string;
}) {
  const { t } = useTranslation('credits');
  return (
    <section data-testid="payment-outcome" data-outcome={tone} className={PANEL}>
      <span
        className={`flex size-16 items-center justify-center rounded-full ${
          tone === 'pending' ? 'bg-amber-100 text-amber-800' : 'bg-red-100 text-red-700'
        }`}
      >
        {tone === 'pending' ? <Spinner /> : <Icon name="alert" className="size-8" />}
      </span>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
      <Link to="/buy-credits" className={`${buttonClasses.secondary} mt-6 w-full`}>
        {t('success.buyAgain')}
      </Link>
    </section>
  );
}

/** 'Pagamento Confirmado': the server says the credits are in the account. */
function Confirmed({ credits }: { readonly credits: number | null }) {
  const { t } = useTranslation('credits');
  const user = useUser();
  return (
    <section data-testid="payment-success" className={PANEL}>
      <span className="flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <Icon name="check" className="size-8" />
      </span>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
        {t('success.title')}
      </h1>
      <p className="mt-2 text-slate-600">{t('success.text')}</p>
      {credits !== null ? (
        <p
          data-testid="credits-added"
          className="mt-5 rounded-full bg-emerald-50 px-4 py-1.5 text-sm font-bold text-emerald-800 ring-1 ring-emerald-200"
        >
          {t('success.added', { count: credits })}
        </p>
      ) : null}
      <div className="mt-6 w-full rounded-2xl bg-slate-50 px-5 py-4 ring-1 ring-slate-200">
        <p className="text-xs font-medium text-slate-500">{t('success.balance')}</p>
        <p data-testid="success-balance" className="text-3xl font-black tracking-tight text-slate-900">
          {t('credits', { count: user.credits })}
        </p>
      </div>
      <div className="mt-6 grid w-full gap-2">
        <Link to="/select-tournament-type" className={buttonClasses.primary}>
          <Icon name="plus" className="size-4" />
          {t('success.createTournament')}
        </Link>
        <div className="grid gap-2 sm:grid-cols-2">
          <Link to="/my-tournaments" className={buttonClasses.secondary}>
            {t('success.myTournaments')}
          </Link>
          <Link to="/" className={buttonClasses.secondary}>
            {t('success.dashboard')}
          </Link>
        </div>
      </div>
    </section>
  );
}
