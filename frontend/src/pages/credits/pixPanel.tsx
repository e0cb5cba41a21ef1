import type { PixRequest } from '@rodada/events/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons';
import { useQrCode } from '../../components/tournaments/useQrCode';
import { buttonClasses } from '../../components/ui/button';
import { useFormatMoney } from '../../lib/money';
import { creditsChanged, creditWrites } from '../../lib/queries';
import { useToast } from '../../state/toasts';
import { listOf } from '../static/staticText';
import { messageOf } from './paymentOutcome';
import { useCopy } from './useCopy';

/** Large enough for a phone camera to read a BR Code (about 150 characters) from a laptop screen. */
const PIX_QR_SIZE_PX = 208;

/**
 * Manual PIX (spec "Buy credits"): the steps, then, once requested, the amount, key, payee, the BR
 * Code as a QR and as "copia e cola", and the chat to send the receipt. The request is recorded as
 * a pending transaction ('Aguardando') that an administrator confirms.
 */
export function PixPanel({
  quantity,
  totalCents,
}: {
  readonly quantity: number;
  readonly totalCents: number;
}) {
  const { t } = useTranslation(['credits', 'errors']);
  const money = useFormatMoney();
  const { toast } = useToast();
  const client = useQueryClient();
  const request = useMutation({
    mutationFn: (credits: number) => creditWrites.requestPix({ credits }),
    onSuccess: () => creditsChanged(client),
    onError: (error) =>
      toast({
        title: t('toasts.pixFailed'),
        description: messageOf(error, t('errors:payments.failed')),
        variant: 'destructive',
      }),
  });
  const pix = request.data;

  return (
    <section aria-labelledby="pix-title" data-testid="pix-panel" className="grid gap-4">
      <h3 id="pix-title" className="flex items-center gap-2 text-base font-bold text-slate-900">
        <Icon name="pix" className="size-5 text-brand-700" />
        {t('pix.title')}
      </h3>
      <ol className="grid gap-2">
        {listOf(t, 'pix.steps').map((step, index) => (
          <li key={step} className="flex items-start gap-3 text-sm text-slate-700">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800">
              {index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
      {pix ? (
        <PixInstructions pix={pix} />
      ) : (
        <button
          type="button"
          className={buttonClasses.primary}
          disabled={request.isPending}
          onClick={() => request.mutate(quantity)}
          data-testid="pix-generate"
        >
          <Icon name="qr" className="size-4" />
          {request.isPending ? t('pix.generating') : `${t('pix.generate')} · ${money(totalCents)}`}
        </button>
      )}
      {pix && pix.credits !== quantity ? (
        <div className="flex flex-col gap-2 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
          <span>{t('pix.changed', { credits: t('credits', { count: quantity }) })}</span>
          <button
            type="button"
            className={buttonClasses.secondary}
            disabled={request.isPending}
            onClick={() => request.mutate(quantity)}
          >
            {t('pix.another')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

function PixInstructions({ pix }: { readonly pix: PixRequest }) {
  const { t } = useTranslation('credits');
  const money = useFormatMoney();
  const copy = useCopy();
  const qr = useQrCode(pix.brCode, { width: PIX_QR_SIZE_PX * 2, margin: 1 });

  const amount = money(pix.amountCents);
  return (
    <div className="grid gap-4" data-testid="pix-instructions">
      <p className="flex items-start gap-2.5 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
        <Icon name="calendar" className="mt-0.5 size-4 shrink-0" />
        {t('pix.pending')}
      </p>
      <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
        <div className="flex size-[208px] shrink-0 items-center justify-center rounded-2xl border border-slate-200 bg-white p-1">
          {qr ? (
            <img
              src={qr}
              width={PIX_QR_SIZE_PX}
              height={PIX_QR_SIZE_PX}
              alt={t('pix.qrAlt', { amount })}
              data-testid="pix-qr"
              className="size-full rounded-xl"
            />
          ) : null}
        </div>
        <dl className="grid w-full min-w-0 gap-3 text-sm">
          <PixFact label={t('pix.amount')} testId="pix-amount" strong>
            {amount}
          </PixFact>
          <PixFact label={t('pix.key')} testId="pix-key">
            {pix.pixKey}
          </PixFact>
          <PixFact label={t('pix.payee')} testId="pix-payee">
            {pix.payee}
          </PixFact>
          <PixFact label={t('pix.city')}>{pix.city}</PixFact>
        </dl>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="pix-br-code" className="text-sm font-medium text-slate-800">
          {t('pix.copyPaste')}
        </label>
        <textarea
          id="pix-br-code"
          data-testid="pix-br-code"
          readOnly
          rows={3}
          value={pix.brCode}
          onFocus={(event) => event.target.select()}
          className="w-full resize-none rounded-xl border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs break-all text-slate-800 outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100"
        />
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <button type="button" className={buttonClasses.secondary} onClick={() => void copy(pix.brCode)}>
          <Icon name="copy" className="size-4" />
          {t('pix.copy')}
        </button>
        <a href={pix.chatLink} target="_blank" rel="noopener" className={buttonClasses.primary}>
          <Icon name="chat" className="size-4" />
          {t('pix.openChat')}
        </a>
      </div>
    </div>
  );
}

function PixFact({
  label,
  children,
  testId,
  strong = false,
}: {
  readonly label: string;
  readonly children: string;
  readonly testId?: string;
  readonly strong?: boolean;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd
        data-testid={testId}
        className={`break-words ${strong ? 'text-2xl font-black tracking-tight text-slate-900' : 'font-semibold text-slate-800'}`}
      >
        {children}
      </dd>
    </div>
  );
}
