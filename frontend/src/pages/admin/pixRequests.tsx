import type { AdminPixRequest } from '@rodada/events/contracts';
import { formatDateTime } from '@rodada/events/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { adminQueries, adminWrites } from '../../lib/adminQueries';
import { useFormatMoney } from '../../lib/money';
import { CARD, ConfirmDialog, EmptyNote, ErrorNote, useAdminAction } from './adminUi';

type Decision = { readonly request: AdminPixRequest; readonly decision: 'confirm' | 'reject' };

/** Manual PIX purchases waiting for the admin: confirming credits the buyer once; rejecting fails it. */
export function PendingPixRequests() {
  const { t } = useTranslation('admin');
  const money = useFormatMoney();
  const requests = useQuery(adminQueries.pendingPixRequests());
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const decide = useAdminAction(
    ({ request, decision }: Decision) => adminWrites.decidePix(request.id, decision),
    {
      success: deciding?.decision === 'reject' ? t('toasts.pixRejected') : t('toasts.pixConfirmed'),
      error: t('toasts.pixError'),
    },
    () => setDeciding(null),
  );

  return (
    <section
      className={`${CARD} grid min-w-0 grid-cols-1 gap-4 p-5 sm:p-6`}
      aria-labelledby="pix-title"
      data-testid="pix-requests"
    >
      <div>
        <h2 id="pix-title" className="text-base font-bold text-slate-900">
          {t('pix.title')}
        </h2>
        <p className="text-sm text-slate-500">{t('pix.description')}</p>
      </div>
      {requests.status === 'pending' ? <Spinner /> : null}
      {requests.status === 'error' ? <ErrorNote>{requests.error.message}</ErrorNote> : null}
      {requests.status === 'success' && requests.data.length === 0 ? (
        <EmptyNote>{t('pix.empty')}</EmptyNote>
      ) : null}
      {requests.status === 'success' && requests.data.length > 0 ? (
        <ul className="grid grid-cols-1 gap-3">
          {requests.data.map((request) => (
            <li
              key={request.id}
              data-testid="pix-request"
              className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0 text-sm">
                <p className="font-semibold break-words text-slate-900">
                  {request.userName}{' '}
                  <span className="font-normal break-all text-slate-500">· {request.userEmail}</span>
                </p>
                <p className="text-slate-700">
                  {t('pix.summary', { count: request.credits, amount: money(request.amountCents) })}
                </p>
                <p className="truncate text-xs text-slate-500">
                  {t('pix.meta', { txid: request.txid, date: formatDateTime(request.requestedAt) })}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <button
                  type="button"
                  onClick={() => setDeciding({ request, decision: 'reject' })}
                  className="inline-flex h-10 items-center rounded-xl px-4 text-sm font-semibold text-red-700 ring-1 ring-red-200 ring-inset hover:bg-red-50"
                >
                  {t('pix.reject')}
                </button>
                <button
                  type="button"
                  onClick={() => setDeciding({ request, decision: 'confirm' })}
                  className="inline-flex h-10 items-center rounded-xl bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
                >
                  {t('pix.confirm')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={deciding !== null}
        onOpenChange={(open) => {
          if (!open) setDeciding(null);
        }}
        title={deciding?.decision === 'reject' ? t('pix.rejectTitle') : t('pix.confirmTitle')}
        description={
          deciding
            ? t(deciding.decision === 'reject' ? 'pix.rejectQuestion' : 'pix.confirmQuestion', {
                count: deciding.request.credits,
                amount: money(deciding.request.amountCents),
                name: deciding.request.userName,
              })
            : ''
        }
        confirmLabel={deciding?.decision === 'reject' ? t('pix.reject') : t('pix.confirm')}
        danger={deciding?.decision === 'reject'}
        pending={decide.isPending}
        onConfirm={() => deciding && decide.mutate(deciding)}
      />
    </section>
  );
}
