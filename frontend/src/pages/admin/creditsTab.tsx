import { useTranslation } from 'react-i18next';
import { CARD } from './adminUi';
import { GrantCreditsForm } from './grantCreditsForm';
import { PriceManager } from './priceManager';

/** 'Créditos': add credits to any user, and the price per credit. */
export function CreditsTab() {
  const { t } = useTranslation('admin');
  return (
    <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-2">
      <section className={`${CARD} grid content-start gap-4 p-5 sm:p-6`} aria-labelledby="grant-title">
        <div>
          <h2 id="grant-title" className="text-base font-bold text-slate-900">
            {t('credits.title')}
          </h2>
          <p className="text-sm text-slate-500">{t('credits.description')}</p>
        </div>
        <GrantCreditsForm />
      </section>
      <PriceManager />
    </div>
  );
}
