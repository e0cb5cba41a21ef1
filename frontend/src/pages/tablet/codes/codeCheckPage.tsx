import type { TournamentCode } from '@rodada/events/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Icon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api';
import { rememberTabletCode, tabletWrites } from '../../../lib/tabletApi';
import { CodeDetails, nextStepOf, TabletLayout, TOUCH_PRIMARY, TOUCH_SECONDARY } from '../entry/tabletLayout';

/**
 * /t/{code} and /public-code/{code}: the link a club sends or prints. It checks the code once, then
 * says whether the tablet may go on, and why not.
 */
export function CodeCheckPage() {
  const { code: raw = '' } = useParams();
  const code = raw.trim().toUpperCase();
  return <TabletLayout>{code === '' ? <Denied reason="missing" /> : <CodeCheck code={code} />}</TabletLayout>;
}

function CodeCheck({ code }: { readonly code: string }) {
  const { t } = useTranslation('tablet');
  // Validation is a POST (it is rate-limited by the server) but reads nothing back into the app:
  // a query gives the pending state and 'Tentar novamente' for free; no automatic retries.
  const check = useQuery({
    queryKey: ['tabletCodeCheck', code],
    queryFn: ({ signal }) => tabletWrites.validateCode(code, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

  if (check.isPending || check.isFetching) {
    return (
      <section data-testid="code-check-validating" className="mx-auto mt-10 grid justify-items-center gap-3">
        <Spinner />
        <p className="text-lg font-semibold text-slate-700">{t('check.validating')}</p>
      </section>
    );
  }
  if (check.isError) {
    const error = check.error;
    const message = error instanceof ApiError ? error.message || t('check.invalid') : t('check.networkError');
    return <Denied reason="refused" message={message} onRetry={() => void check.refetch()} />;
  }
  if (!check.data.isActive) {
    return <Denied reason="refused" code={check.data} onRetry={() => void check.refetch()} />;
  }
  return <Authorized code={check.data} />;
}

function Authorized({ code }: { readonly code: TournamentCode }) {
  const { t } = useTranslation('tablet');
  const next = nextStepOf(code);
  return (
    <section
      data-testid="code-check-authorized"
      className="mx-auto mt-6 grid w-full max-w-lg gap-5 rounded-3xl border border-emerald-200 bg-white p-6 text-center shadow-sm sm:p-8"
    >
      <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-emerald-50 text-emerald-700">
        <Icon name="check" className="size-8" />
      </span>
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{t('check.authorized')}</h1>
        <p className="mt-2 text-base text-slate-600">
          {next.kind === 'open' ? t('check.usedDescription') : t('check.authorizedDescription')}
        </p>
      </div>
      <CodeDetails code={code} />
      <Link
        to={next.to}
        onClick={() => rememberTabletCode(code.code)}
        data-testid="code-check-continue"
        className={TOUCH_PRIMARY}
      >
        {next.kind === 'open' ? t('check.openTournament') : t('check.continue')}
        <Icon name="arrowRight" className="size-5" />
      </Link>
    </section>
  );
}

function Denied({
  reason,
  message,
  code,
  onRetry,
}: {
  readonly reason: 'missing' | 'refused';
  readonly message?: string;
  readonly code?: TournamentCode;
  readonly onRetry?: () => void;
}) {
  const { t } = useTranslation('tablet');
  const text = reason === 'missing' ? t('check.missing') : (message ?? t('check.invalid'));
  return (
    <section
      data-testid="code-check-denied"
      className="mx-auto mt-6 grid w-full max-w-lg gap-5 rounded-3xl border border-red-200 bg-white p-6 text-center shadow-sm sm:p-8"
    >
      <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-red-50 text-red-700">
        <Icon name="lock" className="size-8" />
      </span>
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{t('check.denied')}</h1>
        <p role="alert" className="mt-2 text-base text-red-700">
          {text}
        </p>
      </div>
      {code ? <CodeDetails code={code} withIdAndStatus /> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        {onRetry ? (
          <button type="button" onClick={onRetry} className={TOUCH_PRIMARY}>
            {t('check.retry')}
          </button>
        ) : null}
        <Link to="/tablet" className={TOUCH_SECONDARY}>
          {t('check.otherCode')}
        </Link>
      </div>
    </section>
  );
}
