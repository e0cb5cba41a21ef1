import {
  GrantCreditsRequestSchema,
  MAX_CREDIT_QUANTITY,
  MIN_CREDIT_QUANTITY,
} from '@rodada/events/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { adminWrites } from '../../lib/adminQueries';
import { FORM_BEHAVIOUR, requestResolver } from '../../lib/forms';
import { useToast } from '../../state/toasts';
import { SelectField, useAdminAction } from './adminUi';
import { type PickedUser, UserPicker } from './userPicker';

// The categories; the API's `reason` is free text, and a category's name there is that category.
const REASONS = GrantCreditsRequestSchema.shape.category.unwrap().options;
type Reason = (typeof REASONS)[number];

interface GrantValues {
  /** The user found by the form's own search (unused when the form is given its user). */
  readonly picked: PickedUser | null;
  /** As typed: blank until the administrator types a number. */
  readonly credits: string;
  readonly reason: Reason;
}

const resolver = requestResolver(GrantCreditsRequestSchema, (values: GrantValues) => ({
  credits: values.credits.trim() === '' ? Number.NaN : Number(values.credits),
  reason: values.reason,
  category: values.reason,
}));

/**
 * Adds credits to a user: quantity (1–999) and a reason. With `user` the user is fixed (the users
 * table's dialog); without it the form has its own user search (the Créditos tab).
 */
export function GrantCreditsForm({
  user,
  onDone,
}: {
  readonly user?: PickedUser;
  readonly onDone?: () => void;
}) {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  // The quantity is checked as it is typed; a blank one or a missing user is said on submit.
  const { control, register, handleSubmit, watch, getValues, resetField, formState } = useForm({
    ...FORM_BEHAVIOUR,
    mode: 'onChange',
    resolver,
    defaultValues: { picked: null, credits: '', reason: 'bonus' },
  });
  const target = user ?? watch('picked');
  const grant = useAdminAction(
    (input: { userId: string; credits: number; reason: Reason }) =>
      adminWrites.grantCredits(input.userId, {
        credits: input.credits,
        reason: input.reason,
        category: input.reason,
      }),
    { success: t('toasts.creditsAdded'), error: t('toasts.creditsAddedError') },
    () => {
      resetField('credits');
      if (!user) resetField('picked');
      onDone?.();
    },
  );
  const required = () =>
    toast({
      title: t('toasts.required'),
      description: t('toasts.requiredDescription'),
      variant: 'destructive',
    });
  const typed = watch('credits');

  return (
    <form
      noValidate
      data-testid="grant-credits-form"
      className="grid gap-4"
      onSubmit={handleSubmit(
        (request) => {
          if (!target) required();
          else grant.mutate({ userId: target.id, credits: request.credits, reason: getValues('reason') });
        },
        () => {
          if (!target || typed.trim() === '') required();
        },
      )}
    >
      {user ? null : (
        <Controller
          control={control}
          name="picked"
          render={({ field }) => (
            <UserPicker label={t('credits.user')} value={field.value} onChange={field.onChange} />
          )}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('credits.quantity')}
          type="number"
          inputMode="numeric"
          min={MIN_CREDIT_QUANTITY}
          max={MAX_CREDIT_QUANTITY}
          step={1}
          {...register('credits')}
          error={typed !== '' && formState.errors.credits ? t('credits.quantityRange') : undefined}
          hint={t('credits.quantityRange')}
        />
        <SelectField label={t('credits.reason')} {...register('reason')}>
          {REASONS.map((value) => (
            <option key={value} value={value}>
              {t(`reasons.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <button
        type="submit"
        disabled={grant.isPending}
        className={`${buttonClasses.primary} sm:justify-self-start`}
      >
        {grant.isPending ? t('actions.saving') : t('credits.submit')}
      </button>
    </form>
  );
}
