import type { CurrencyPrice } from '@rodada/events/contracts';
import { formatDateTime } from '@rodada/events/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { buttonClasses } from '../../components/ui/button';
import { CheckboxField, TextField } from '../../components/ui/field';
import { adminQueries, adminWrites } from '../../lib/adminQueries';
import { useFormatMoney } from '../../lib/money';
import { centsToReaisInput, promoPackages, reaisToCents } from './adminMath';
import { CARD, ErrorNote, useAdminAction } from './adminUi';

/**
 * 'Valor dos Créditos': the base price per credit (BRL), typed in reais and saved in centavos, and
 * the promo packages it gives. The Créditos and Financeiro tabs both show this one component.
 */
export function PriceManager() {
  const { t } = useTranslation('admin');
  const prices = useQuery(adminQueries.prices());
  const brl = prices.data?.find((price) => price.code === 'BRL');
  return (
    <section
      className={`${CARD} grid content-start gap-4 p-5 sm:p-6`}
      aria-labelledby="price-title"
      data-testid="price-manager"
    >
      <div>
        <h2 id="price-title" className="text-base font-bold text-slate-900">
          {t('price.title')}
        </h2>
        <p className="text-sm text-slate-500">{t('price.description')}</p>
      </div>
      {prices.status === 'pending' ? <Spinner /> : null}
      {prices.status === 'error' ? <ErrorNote>{prices.error.message}</ErrorNote> : null}
      {prices.status === 'success' && !brl ? <ErrorNote>{t('price.missing')}</ErrorNote> : null}
      {/* Keyed by the saved price, so the form starts again from what the server now holds. */}
      {brl ? <PriceForm key={`${brl.priceCents}-${brl.updatedAt}`} price={brl} /> : null}
    </section>
  );
}

function PriceForm({ price }: { readonly price: CurrencyPrice }) {
  const { t, i18n } = useTranslation('admin');
  const money = useFormatMoney();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [typed, setTyped] = useState(() => centsToReaisInput(price.priceCents, language));
  const [name, setName] = useState(price.name);
  const [enabled, setEnabled] = useState(price.enabled);
  const [invalid, setInvalid] = useState(false);
  const save = useAdminAction(
    (priceCents: number) =>
      adminWrites.setPrice(price.id, {
        code: price.code,
        symbol: price.symbol,
        name: name.trim(),
        price: priceCents,
        enabled,
      }),
    { success: t('toasts.priceUpdated'), error: t('toasts.priceUpdatedError') },
  );
  const cents = reaisToCents(typed);

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (cents === null || name.trim() === '') {
          setInvalid(true);
          return;
        }
        save.mutate(cents);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('price.price')}
          name="price"
          inputMode="decimal"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setInvalid(false);
          }}
          error={invalid && cents === null ? t('price.invalid') : undefined}
          hint={cents !== null ? t('price.preview', { price: money(cents) }) : undefined}
          data-testid="price-input"
        />
        <TextField
          label={t('price.name')}
          name="name"
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
          error={invalid && name.trim() === '' ? t('price.nameRequired') : undefined}
        />
      </div>
      <CheckboxField name="enabled" checked={enabled} onCheckedChange={setEnabled}>
        {t('price.enabled')}
      </CheckboxField>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClasses.primary} disabled={save.isPending}>
          {save.isPending ? t('actions.saving') : t('price.save')}
        </button>
        <p className="text-xs text-slate-500">
          {t('price.current', { price: money(price.priceCents), date: formatDateTime(price.updatedAt) })}
        </p>
      </div>
      <div className="grid gap-2 border-t border-slate-100 pt-4">
        <h3 className="text-sm font-semibold text-slate-800">{t('price.packages')}</h3>
        <ul className="grid gap-2 sm:grid-cols-2" data-testid="promo-packages">
          {promoPackages(price.priceCents).map((pack) => (
            <li key={pack.credits} className="rounded-xl bg-slate-50 p-3 text-sm">
              <p className="font-semibold text-slate-900">
                {t('price.package', { count: pack.credits, discount: pack.discountPercent })}
              </p>
              <p className="text-slate-600">
                <span className="font-bold text-brand-800">{money(pack.totalCents)}</span>{' '}
                <s className="text-slate-500">{money(pack.fullCents)}</s>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </form>
  );
}
