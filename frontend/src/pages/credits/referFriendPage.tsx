import type { ReferralSummary } from '@rodada/events/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { buttonClasses } from '../../components/ui/button';
import { CARD } from '../../components/ui/card';
import { queries } from '../../lib/queries';
import { listOf } from '../static/staticText';
import { PageHeader } from '../tournaments/pageHeader';
import { useCopy } from './useCopy';

/** /refer-friend: how it works, an example, the code and link to share, and the real figures. */
export function ReferFriendPage() {
  const { t } = useTranslation('credits');
  const referrals = useQuery(queries.referrals());
  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader title={t('refer.title')} description={t('refer.description')} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <div className="grid content-start gap-6 lg:col-span-3">
          <section aria-labelledby="refer-how" className={`${CARD} p-5 sm:p-6`}>
            <h2 id="refer-how" className="text-lg font-bold text-slate-900">
              {t('refer.howTitle')}
            </h2>
            <ol className="mt-4 grid gap-3">
              {listOf(t, 'refer.steps').map((step, index) => (
                <li key={step} className="flex items-start gap-3">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                    {index + 1}
                  </span>
                  <span className="pt-1 text-sm text-slate-700">{step}</span>
                </li>
              ))}
            </ol>
            <div className="mt-5 flex items-start gap-3 rounded-xl bg-brand-50 px-4 py-3 ring-1 ring-brand-200">
              <Icon name="gift" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <p className="text-sm text-brand-900">
                <span className="font-bold">{t('refer.exampleTitle')}: </span>
                {t('refer.example')}
              </p>
            </div>
          </section>
          {referrals.status === 'pending' ? <Spinner /> : null}
          {referrals.status === 'error' ? (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
              {t('refer.error')}
            </p>
          ) : null}
          {referrals.status === 'success' ? <ShareCard summary={referrals.data} /> : null}
        </div>
        <div className="grid content-start gap-6 lg:col-span-2">
          {referrals.status === 'success' ? <ReferralStats summary={referrals.data} /> : null}
        </div>
      </div>
    </div>
  );
}

function ShareCard({ summary }: { readonly summary: ReferralSummary }) {
  const { t } = useTranslation('credits');
  const copy = useCopy();
  const message = t('refer.shareText', { code: summary.referralCode, link: summary.link });
  const shares: ReadonlyArray<{ key: string; href: string; icon: IconName }> = [
    { key: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(message)}`, icon: 'chat' },
    {
      key: 'email',
      href: `mailto:?subject=${encodeURIComponent(t('refer.emailSubject'))}&body=${encodeURIComponent(message)}`,
      icon: 'mail',
    },
    {
      key: 'facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(summary.link)}`,
      icon: 'share',
    },
  ];
  return (
    <section aria-labelledby="refer-share" className={`${CARD} grid gap-5 p-5 sm:p-6`}>
      <h2 id="refer-share" className="sr-only">
        {t('refer.shareTitle')}
      </h2>
      <div>
        <p className="text-sm font-medium text-slate-800">{t('refer.code')}</p>
        <div className="mt-1.5 flex items-center gap-2">
          <span
            data-testid="referral-code"
            className="rounded-xl bg-slate-900 px-4 py-2 font-mono text-lg font-bold tracking-widest text-white"
          >
            {summary.referralCode}
          </span>
          <button
            type="button"
            className={`${buttonClasses.secondary} h-10 px-3`}
            onClick={() => void copy(summary.referralCode)}
            aria-label={t('refer.copyCode')}
            title={t('refer.copyCode')}
          >
            <Icon name="copy" className="size-4" />
          </button>
        </div>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="referral-link" className="text-sm font-medium text-slate-800">
          {t('refer.link')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id="referral-link"
            data-testid="referral-link"
            readOnly
            value={summary.link}
            onFocus={(event) => event.target.select()}
            className="h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-slate-50 px-3.5 font-mono text-sm text-slate-800 outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100"
          />
          <button type="button" className={buttonClasses.primary} onClick={() => void copy(summary.link)}>
            <Icon name="copy" className="size-4" />
            {t('refer.copyLink')}
          </button>
        </div>
      </div>
      <div>
        <p className="text-sm font-medium text-slate-800">{t('refer.shareTitle')}</p>
        <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-3">
          {shares.map((share) => (
            <a
              key={share.key}
              href={share.href}
              target="_blank"
              rel="noopener"
              className={buttonClasses.secondary}
            >
              <Icon name={share.icon} className="size-4" />
              {t(`refer.${share.key}`)}
            </a>
          ))}
        </div>
      </div>
    </section>
  );
}

function ReferralStats({ summary }: { readonly summary: ReferralSummary }) {
  const { t } = useTranslation('credits');
  const stats = [
    { key: 'friends', label: t('refer.friends'), value: summary.friends, icon: 'users' as const },
    { key: 'credits', label: t('refer.creditsEarned'), value: summary.creditsEarned, icon: 'coins' as const },
  ];
  return (
    <section aria-labelledby="refer-stats" className="grid grid-cols-2 gap-4 lg:grid-cols-1">
      <h2 id="refer-stats" className="sr-only">
        {t('refer.statsTitle')}
      </h2>
      {stats.map((stat) => (
        <div
          key={stat.key}
          className={`${CARD} flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5`}
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 sm:size-12">
            <Icon name={stat.icon} className="size-5 sm:size-6" />
          </span>
          <div>
            <p className="text-sm font-semibold text-slate-600">{stat.label}</p>
            <p
              data-testid={`referral-${stat.key}`}
              className="text-3xl font-black tracking-tight text-slate-900"
            >
              {stat.value}
            </p>
          </div>
        </div>
      ))}
    </section>
  );
}
