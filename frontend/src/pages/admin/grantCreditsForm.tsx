import {
  GrantCreditsRequestSchema,
  MAX_CREDIT_QUANTITY,
  MIN_CREDIT_QUANTITY,
} from '@rodada/events/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { adminWrites } from '../../lib/adminQueries';
import { useToast } from '../../state/toasts';
import { SelectField, useAdminAction } from './adminUi';
import { type PickedUser, UserPicker } from './userPicker';

// The categories; the API's `reason` is free text, and a category's name there is that category.
const REASONS = GrantCreditsRequestSchema.shape.category.unwrap().options;
type Reason = (typeof REASONS)[number];

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
  const [picked, setPicked] = useState<PickedUser | null>(null);
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState<Reason>('bonus');
  const target = user ?? picked;
  const grant = useAdminAction(
    (input: { userId: string; credits: number; reason: Reason }) =>
      adminWrites.grantCredits(input.userId, {
        credits: input.credits,
        reason: input.reason,
        category: input.reason,
      }),
    { success: t('toasts.creditsAdded'), error: t('toasts.creditsAddedError') },
    () => {
      setQuantity('');
      if (!user) setPicked(null);
      onDone?.();
    },
  );
  const credits = Number(quantity);
  const inRange =
    Number.isInteger(credits) && credits >= MIN_CREDIT_QUANTITY && credits <= MAX_CREDIT_QUANTITY;

  return (
    <form
      noValidate
      data-testid="grant-credits-form"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!target || quantity.trim() === '') {
          toast({
            title: t('toasts.required'),
            description: t('toasts.requiredDescription'),
            variant: 'destructive',
          });
          return;
        }
        if (!inRange) return;
        grant.mutate({ userId: target.id, credits, reason });
      }}
    >
      {user ? null : <UserPicker label={t('credits.user')} value={picked} onChange={setPicked} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('credits.quantity')}
          name="credits"
          type="number"
          inputMode="numeric"
          min={MIN_CREDIT_QUANTITY}
          max={MAX_CREDIT_QUANTITY}
          step={1}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          error={quantity !== '' && !inRange ? t('credits.quantityRange') : undefined}
          hint={t('credits.quantityRange')}
        />
        <SelectField
          label={t('credits.reason')}
          name="reason"
          value={reason}
          onChange={(event) => setReason(event.target.value as Reason)}
        >
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
