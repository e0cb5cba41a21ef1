import type { ReactElement } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BetaNotice } from '../../components/betaNotice';
import { Icon, type IconName } from '../../components/icons';
import { CARD } from '../../components/ui/card';
import { useSupportContactQuery, whatsappLink } from '../../lib/contact';
import { FaqAccordion } from './faqAccordion';
import { listOf } from './staticText';

const LINK =
  'font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-800';

const SUGGESTIONS: ReadonlyArray<{ key: string; icon: IconName }> = [
  { key: 'formats', icon: 'trophy' },
  { key: 'usability', icon: 'phone' },
  { key: 'clubs', icon: 'court' },
  { key: 'languages', icon: 'chat' },
];

const FAQ_KEYS = ['credits', 'official', 'data', 'delete'] as const;

/** /support, inside the shell: beta notice, contact channels, how to report a bug, ideas and FAQ. */
export function SupportPage() {
  const { t } = useTranslation('support');
  const links: Record<string, ReactElement> = {
    terms: <Link to="/terms-of-service" className={LINK} />,
    privacy: <Link to="/privacy-policy" className={LINK} />,
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-sm text-slate-600 sm:text-base">{t('subtitle')}</p>
      </div>

      <BetaNotice
        id="support-beta-title"
        testId="support-beta"
        title={t('beta.title')}
        badge={t('beta.badge')}
        text={t('beta.text')}
      />

      <section aria-labelledby="support-contact-title">
        <h2 id="support-contact-title" className="mb-3 text-lg font-bold text-slate-900">
          {t('contact.title')}
        </h2>
        <ContactChannels />
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section aria-labelledby="support-bugs-title" className={`${CARD} p-5 sm:p-6`}>
          <h2 id="support-bugs-title" className="flex items-center gap-2.5 text-lg font-bold text-slate-900">
            <span className="flex size-9 items-center justify-center rounded-xl bg-amber-50 text-amber-700">
              <Icon name="alert" className="size-5" />
            </span>
            {t('bugs.title')}
          </h2>
          <p className="mt-3 text-sm text-slate-600">{t('bugs.text')}</p>
          <ol className="mt-3 grid gap-2.5">
            {listOf(t, 'bugs.items').map((tip, index) => (
              <li key={tip} className="flex gap-3 text-sm text-slate-700">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-bold text-slate-600 tabular-nums">
                  {index + 1}
                </span>
                <span className="min-w-0 pt-0.5">{tip}</span>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="support-ideas-title" className={`${CARD} p-5 sm:p-6`}>
          <h2 id="support-ideas-title" className="flex items-center gap-2.5 text-lg font-bold text-slate-900">
            <span className="flex size-9 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name="sparkle" className="size-5" />
            </span>
            {t('suggestions.title')}
          </h2>
          <p className="mt-3 text-sm text-slate-600">{t('suggestions.text')}</p>
          <ul className="mt-4 grid gap-3">
            {SUGGESTIONS.map((suggestion) => (
              <li key={suggestion.key} className="flex gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-brand-700">
                  <Icon name={suggestion.icon} className="size-[18px]" />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-slate-900">
                    {t(`suggestions.items.${suggestion.key}.title`)}
                  </span>
                  <span className="block text-sm text-slate-500">
                    {t(`suggestions.items.${suggestion.key}.text`)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="support-faq-title">
        <h2 id="support-faq-title" className="mb-3 text-lg font-bold text-slate-900">
          {t('faq.title')}
        </h2>
        <FaqAccordion
          items={FAQ_KEYS.map((key) => ({
            id: key,
            question: t(`faq.items.${key}.question`),
            answer: <Trans t={t} i18nKey={`faq.items.${key}.answer`} components={links} />,
          }))}
        />
      </section>

      <p className="text-sm text-slate-600">
        <Trans t={t} i18nKey="legal" components={links} />
      </p>
    </div>
  );
}

/** The e-mail and messaging-app channels, from the server's configuration. */
function ContactChannels() {
  const { t } = useTranslation('support');
  const query = useSupportContactQuery();
  if (query.status !== 'success') {
    return (
      <p
        role={query.status === 'error' ? 'alert' : 'status'}
        className={`rounded-xl px-4 py-3 text-sm ${
          query.status === 'error' ? 'bg-red-50 text-red-700' : 'bg-slate-100 text-slate-600'
        }`}
      >
        {t(query.status === 'error' ? 'contact.unavailable' : 'contact.loading')}
      </p>
    );
  }
  const contact = query.data;
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <ChannelCard
        testId="support-email"
        icon="mail"
        title={t('contact.email.title')}
        value={contact.email}
        text={t('contact.email.text')}
        details={[t('contact.email.reply')]}
        action={{
          href: `mailto:${contact.email}?subject=${encodeURIComponent(t('contact.email.subject'))}`,
          label: t('contact.email.action'),
        }}
      />
      <ChannelCard
        testId="support-whatsapp"
        icon="chat"
        title={t('contact.whatsapp.title')}
        value={contact.phone}
        text={t('contact.whatsapp.text')}
        details={[t('contact.whatsapp.hours'), t('contact.whatsapp.channel')]}
        action={{
          href: `${whatsappLink(contact.phone)}?text=${encodeURIComponent(t('contact.whatsapp.message'))}`,
          label: t('contact.whatsapp.action'),
          external: true,
        }}
      />
    </div>
  );
}

interface ChannelCardProps {
  readonly testId: string;
  readonly icon: IconName;
  readonly title: string;
  readonly value: string;
  readonly text: string;
  readonly details: readonly string[];
  readonly action: { readonly href: string; readonly label: string; readonly external?: boolean };
}

function ChannelCard({ testId, icon, title, value, text, details, action }: ChannelCardProps) {
  return (
    <section data-testid={testId} aria-label={title} className={`${CARD} flex flex-col p-5 sm:p-6`}>
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon name={icon} className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-slate-600">{title}</h3>
          <p className="text-lg font-bold break-all text-slate-900">{value}</p>
        </div>
      </div>
      <p className="mt-3 text-sm text-slate-700">{text}</p>
      <ul className="mt-2 mb-5 grid gap-1.5">
        {details.map((detail) => (
          <li key={detail} className="flex gap-2 text-sm text-slate-600">
            <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {detail}
          </li>
        ))}
      </ul>
      <a
        href={action.href}
        {...(action.external ? { target: '_blank', rel: 'noopener' } : {})}
        className="mt-auto inline-flex h-11 items-center justify-center gap-2 self-start rounded-xl bg-brand-600 px-5 text-sm font-semibold text-white shadow-md shadow-brand-700/20 transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        {action.label}
        <Icon name="arrowRight" className="size-4" />
      </a>
    </section>
  );
}
