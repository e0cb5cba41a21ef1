import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

interface CreditShortHintProps {
  /** What the format or tournament costs against the balance, already worded. */
  readonly message: string;
  readonly className: string;
  readonly testId?: string;
}

/** "This costs N credits and your balance is M", with the way to buy more. */
export function CreditShortHint({ message, className, testId }: CreditShortHintProps) {
  const { t } = useTranslation('tournaments');
  return (
    <p data-testid={testId} className={className}>
      {message}{' '}
      <Link to="/buy-credits" className="font-semibold underline underline-offset-2">
        {t('select.buyCredits')}
      </Link>
    </p>
  );
}
