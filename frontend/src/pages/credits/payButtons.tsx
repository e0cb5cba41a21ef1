import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons';
import { buttonClasses } from '../../components/ui/button';
import { useFormatMoney } from '../../lib/money';

/** 'Pagar R$ x,xx' (disabled until the form is ready and while it submits) and 'Voltar'. */
export function PayButtons({
  amount,
  ready,
  submitting,
  onBack,
}: {
  readonly amount: number;
  readonly ready: boolean;
  readonly submitting: boolean;
  readonly onBack: () => void;
}) {
  const { t } = useTranslation('credits');
  const money = useFormatMoney();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
      <button type="button" className={buttonClasses.secondary} onClick={onBack} disabled={submitting}>
        {t('card.back')}
      </button>
      <button
        type="submit"
        className={`${buttonClasses.primary} sm:min-w-48`}
        disabled={!ready || submitting}
        data-testid="pay-button"
      >
        <Icon name="lock" className="size-4" />
        {submitting ? t('card.paying') : t('card.pay', { amount: money(amount) })}
      </button>
    </div>
  );
}
