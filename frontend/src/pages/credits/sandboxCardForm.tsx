import {
  type PaymentIntentResponse,
  type SandboxConfirmRequest,
  SandboxConfirmRequestSchema,
} from '@rodada/events/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons';
import { TextField } from '../../components/ui/field';
import { FORM_BEHAVIOUR, requestResolver, useErrorText } from '../../lib/forms';
import { paymentWrites } from '../../lib/queries';
import { listOf } from '../static/staticText';
import { PayButtons } from './payButtons';
import { messageOf, usePaymentCompletion } from './paymentOutcome';

interface SandboxCardValues {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
}

/** "MM/AA" (or MM/AAAA) as the request's month and year; undefined parts are incomplete. */
export function readExpiry(expiry: string): { expMonth?: number; expYear?: number } {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return {};
  return { expMonth: Number(match[1]), expYear: Number(match[2]) };
}

/** Groups the digits by four as they are typed: "4242 4242 4242 4242". */
export function formatCardNumber(raw: string): string {
  return raw
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Adds the slash after the month: "1", "12", "12/3", "12/34". */
export function formatExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

const resolver = requestResolver<SandboxCardValues, typeof SandboxConfirmRequestSchema>(
  SandboxConfirmRequestSchema,
  (values) => ({ number: values.number, cvc: values.cvc, ...readExpiry(values.expiry) }),
);

/**
 * The labelled test provider's card form ("modo de teste"): the server answers like Stripe's test
 * cards, with the payments catalogue's messages.
 */
export function SandboxCardForm({
  intent,
  onBack,
}: {
  readonly intent: PaymentIntentResponse;
  readonly onBack: () => void;
}) {
  const { t } = useTranslation('credits');
  const outcome = usePaymentCompletion();
  const { register, handleSubmit, setValue, formState } = useForm<
    SandboxCardValues,
    unknown,
    SandboxConfirmRequest
  >({
    ...FORM_BEHAVIOUR,
    resolver,
    defaultValues: { number: '', expiry: '', cvc: '' },
  });
  const errorText = useErrorText(formState.errors);
  // After a refused submit, each field is checked again as it changes.
  const recheck = formState.isSubmitted;

  const submit = handleSubmit(
    async (request) => {
      try {
        await paymentWrites.confirmSandbox(intent.paymentIntentId, request);
      } catch (error) {
        outcome.refused(messageOf(error, t('errors:payments.failed')));
        return;
      }
      await outcome.paid(intent);
    },
    () => outcome.incomplete(),
  );

  const number = register('number');
  const expiry = register('expiry');
  return (
    <form onSubmit={submit} noValidate aria-label={t('card.title')} className="grid gap-4">
      <div className="grid grid-cols-2 gap-4">
        <div className="col-span-2">
          <TextField
            label={t('card.number')}
            {...number}
            onChange={(event) => {
              setValue('number', formatCardNumber(event.target.value), { shouldValidate: recheck });
            }}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            error={errorText('number')}
          />
        </div>
        <TextField
          label={t('card.expiry')}
          {...expiry}
          onChange={(event) => {
            setValue('expiry', formatExpiry(event.target.value));
          }}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('card.expiryPlaceholder')}
          error={errorText('expMonth') ?? errorText('expYear')}
        />
        <TextField
          label={t('card.cvc')}
          {...register('cvc')}
          onChange={(event) => {
            setValue('cvc', event.target.value.replace(/\D/g, '').slice(0, 4), { shouldValidate: recheck });
          }}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          placeholder="123"
          error={errorText('cvc')}
        />
      </div>
      <details className="rounded-xl bg-amber-50/70 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
        <summary className="cursor-pointer font-semibold">{t('card.testCards')}</summary>
        <ul className="mt-2 grid gap-1 font-mono text-xs">
          {listOf(t, 'card.testCardsList').map((line) => (
            <li key={line} className="flex items-center gap-2">
              <Icon name="card" className="size-3.5 shrink-0" />
              {line}
            </li>
          ))}
        </ul>
      </details>
      <PayButtons amount={intent.amount} submitting={formState.isSubmitting} ready onBack={onBack} />
    </form>
  );
}
