import { clampCreditQuantity, MAX_CREDIT_QUANTITY, MIN_CREDIT_QUANTITY } from '@rodada/events/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons';

const STEP_BUTTON =
  'flex size-12 shrink-0 items-center justify-center rounded-xl border border-slate-300 bg-white text-slate-700 shadow-sm transition hover:border-brand-300 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-40';

interface QuantityStepperProps {
  readonly value: number;
  readonly onChange: (quantity: number) => void;
  readonly disabled?: boolean;
}

/**
 * Spec section 5: a whole number from 1 to 999. What is typed is read as the spec says (below 1 or
 * not a number becomes 1, above 999 becomes 999); the box may stay empty while typing and shows the
 * quantity again when it loses focus. The buttons stop at the limits.
 */
export function QuantityStepper({ value, onChange, disabled = false }: QuantityStepperProps) {
  const { t } = useTranslation('credits');
  const id = useId();
  const [text, setText] = useState(String(value));

  // A change from outside (a button, a reset) shows in the box.
  useEffect(() => {
    setText((current) => (clampCreditQuantity(current) === value ? current : String(value)));
  }, [value]);

  function typed(raw: string) {
    // A minus sign is read, not dropped: "-5" is below 1, so it becomes 1 (spec section 5).
    if (/^\s*-\s*\d/.test(raw)) {
      setText(String(MIN_CREDIT_QUANTITY));
      onChange(MIN_CREDIT_QUANTITY);
      return;
    }
    const digits = raw.replace(/\D/g, '').slice(0, 4);
    const quantity = clampCreditQuantity(digits);
    setText(digits === '' ? '' : String(Math.min(Number(digits), MAX_CREDIT_QUANTITY)));
    onChange(quantity);
  }

  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('buy.quantity')}
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={STEP_BUTTON}
          aria-label={t('buy.decrease')}
          data-testid="quantity-decrease"
          disabled={disabled || value <= MIN_CREDIT_QUANTITY}
          onClick={() => onChange(clampCreditQuantity(value - 1))}
        >
          <Icon name="minus" className="size-5" />
        </button>
        <input
          id={id}
          data-testid="credit-quantity"
          inputMode="numeric"
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          disabled={disabled}
          value={text}
          onChange={(event) => typed(event.target.value)}
          onBlur={() => setText(String(value))}
          onFocus={(event) => event.target.select()}
          className="h-12 w-24 rounded-xl border border-slate-300 bg-white px-3 text-center text-xl font-bold text-slate-900 tabular-nums shadow-sm transition outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100 disabled:bg-slate-50 disabled:text-slate-500"
        />
        <button
          type="button"
          className={STEP_BUTTON}
          aria-label={t('buy.increase')}
          data-testid="quantity-increase"
          disabled={disabled || value >= MAX_CREDIT_QUANTITY}
          onClick={() => onChange(clampCreditQuantity(value + 1))}
        >
          <Icon name="plus" className="size-5" />
        </button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {t('buy.quantityHint')}
      </p>
    </div>
  );
}
