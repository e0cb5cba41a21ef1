import {
  type AdminCurrencyPriceUpdate,
  AdminCurrencyPriceUpdateSchema,
  CURRENCY_NAME_MAX_LENGTH,
  type CurrencyPrice,
  formatDateTime,
} from '@rodada/events/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { buttonClasses } from '../../components/ui/button';
import { CheckboxField, TextField } from '../../components/ui/field';
import { adminQueries, adminWrites } from '../../lib/adminQueries';
import { CHECK_ON_SUBMIT_ONLY, requestResolver } from '../../lib/forms';
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

interface PriceValues {
  /** The price as typed, in reais ("19,90"). */
  readonly price: string;
  readonly name: string;
  readonly enabled: boolean;
}

function PriceForm({ price }: { readonly price: CurrencyPrice }) {
  const { t, i18n } = useTranslation('admin');
  const money = useFormatMoney();
  const language = i18n.resolvedLanguage ?? i18n.language;
  // Checked on submit. After a refused one the name is checked again as it changes, until a price
  // is typed: that puts the messages away until the next submit.
  const [refused, setRefused] = useState(false);
  const { control, register, handleSubmit, watch, trigger, clearErrors, formState } = useForm({
    ...CHECK_ON_SUBMIT_ONLY,
    resolver: requestResolver(AdminCurrencyPriceUpdateSchema, (values: PriceValues) => ({
      code: price.code,
      symbol: price.symbol,
      name: values.name,
      price: reaisToCents(values.price) ?? Number.NaN,
      enabled: values.enabled,
    })),
    defaultValues: {
      price: centsToReaisInput(price.priceCents, language),
      name: price.name,
      enabled: price.enabled,
    },
  });
  const save = useAdminAction((update: AdminCurrencyPriceUpdate) => adminWrites.setPrice(price.id, update), {
    success: t('toasts.priceUpdated'),
    error: t('toasts.priceUpdatedError'),
  });
  const cents = reaisToCents(watch('price'));
  const { errors } = formState;
  const priceField = register('price', {
    onChange: () => {
      setRefused(false);
      clearErrors();
    },
  });
  const nameField = register('name', {
    onChange: () => {
      if (refused) void trigger('name');
    },
  });

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit(
        (update) => save.mutate(update),
        () => setRefused(true),
      )}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('price.price')}
          inputMode="decimal"
          {...priceField}
          error={errors.price ? t('price.invalid') : undefined}
          hint={cents !== null ? t('price.preview', { price: money(cents) }) : undefined}
          data-testid="price-input"
        />
        <TextField
          label={t('price.name')}
          maxLength={CURRENCY_NAME_MAX_LENGTH}
          {...nameField}
          error={errors.name ? t('price.nameRequired') : undefined}
        />
      </div>
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <CheckboxField name={field.name} checked={field.value} onCheckedChange={field.onChange}>
            {t('price.enabled')}
          </CheckboxField>
        )}
      />
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
