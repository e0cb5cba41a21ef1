import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icons';
import { PublicLayout } from '../../components/publicLayout';
import { useSupportContact } from '../../lib/contact';
import type { LegalDocument } from './legalDocuments';
import { StaticFooter } from './staticFooter';
import { formatLegalDate, listOf } from './staticText';

const LINK =
  'font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-800';

/** Terms of service and privacy policy: a public page, readable signed out (the register form links here). */
export function LegalDocumentPage({
  document,
  related,
}: {
  readonly document: LegalDocument;
  readonly related: LegalDocument;
}) {
  const { t, i18n } = useTranslation('legal');
  const contact = useSupportContact();
  const base = document.key;
  const date = formatLegalDate(document.updated, i18n.resolvedLanguage ?? i18n.language);
  const email = contact?.email ?? t('emailFallback');
  // Links a paragraph may hold: <email>, <terms>, <privacy>.
  const components: Record<string, ReactElement> = {
    email: contact ? (
      // biome-ignore lint/a11y/useAnchorContent: Trans fills the link's text
      <a href={`mailto:${contact.email}`} className={`${LINK} break-all`} />
    ) : (
      <span />
    ),
    terms: <Link to="/terms-of-service" className={LINK} />,
    privacy: <Link to="/privacy-policy" className={LINK} />,
  };
  const paragraph = (key: string) => (
    <p key={key} className="mt-3 leading-relaxed text-slate-700">
      <Trans t={t} i18nKey={key} values={{ email }} components={components} />
    </p>
  );

  return (
    <PublicLayout>
      <div id="top" className="mx-auto w-full max-w-6xl px-4 pt-4 pb-16 sm:px-8 lg:pt-8">
        <header className="max-w-3xl">
          <p className="text-xs font-bold tracking-[0.18em] text-brand-700 uppercase">{t('eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-black tracking-tight text-balance text-slate-900 sm:text-4xl">
            {t(`${base}.title`)}
          </h1>
          <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span
              data-testid="legal-version"
              className="rounded-full bg-brand-100 px-2.5 py-0.5 font-semibold text-brand-800"
            >
              {t('version', { version: document.version })}
            </span>
            <span data-testid="legal-updated" className="inline-flex items-center gap-1.5">
              <Icon name="calendar" className="size-4 text-slate-500" />
              {t('updated', { date })}
            </span>
          </p>
          <p className="mt-4 text-base leading-relaxed text-slate-700 sm:text-lg">{t(`${base}.intro`)}</p>
        </header>

        <div className="mt-8 grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
          <nav aria-label={t('contents')} className="hidden lg:block">
            <div className="sticky top-6">
              <p className="mb-3 text-xs font-bold tracking-wider text-slate-500 uppercase">
                {t('contents')}
              </p>
              <Contents document={document} t={t} />
            </div>
          </nav>

          <article className="min-w-0 max-w-3xl">
            <aside className="rounded-2xl border border-brand-200 bg-brand-50/70 p-5">
              <h2 className="flex items-center gap-2 font-bold text-brand-900">
                <Icon name="sparkle" className="size-5 text-brand-600" />
                {t('highlightsTitle')}
              </h2>
              <ul className="mt-3 grid gap-2">
                {listOf(t, `${base}.highlights`).map((highlight) => (
                  <li key={highlight} className="flex gap-2.5 text-sm leading-relaxed text-slate-800">
                    <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                    {highlight}
                  </li>
                ))}
              </ul>
            </aside>

            <details className="group mt-6 rounded-2xl border border-slate-200 bg-white lg:hidden">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-5 py-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                {t('contents')}
                <Icon name="expand" className="size-4 text-slate-500 transition group-open:rotate-90" />
              </summary>
              <div className="border-t border-slate-100 px-3 py-3">
                <Contents document={document} t={t} />
              </div>
            </details>

            {document.sections.map((section, index) => {
              const key = `${base}.sections.${section}`;
              const items = listOf(t, `${key}.items`);
              return (
                <section
                  key={section}
                  id={section}
                  data-testid="legal-section"
                  aria-labelledby={`${section}-title`}
                  className="mt-8 scroll-mt-6 border-t border-slate-200 pt-8 first-of-type:border-t-0"
                >
                  <h2
                    id={`${section}-title`}
                    className="flex items-baseline gap-3 text-xl font-extrabold tracking-tight text-slate-900"
                  >
                    <span className="text-brand-600 tabular-nums">{index + 1}.</span>
                    <span className="min-w-0">{t(`${key}.title`)}</span>
                  </h2>
                  {listOf(t, `${key}.paragraphs`).map((_, p) => paragraph(`${key}.paragraphs.${p}`))}
                  {items.length > 0 ? (
                    <ul className="mt-3 grid gap-2 pl-1">
                      {items.map((item) => (
                        <li key={item} className="flex gap-3 leading-relaxed text-slate-700">
                          <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-500" aria-hidden />
                          <span className="min-w-0">{item}</span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {i18n.exists(`legal:${key}.note`) ? paragraph(`${key}.note`) : null}
                </section>
              );
            })}

            <div className="mt-12 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-slate-600">
                {t('related')}{' '}
                <Link to={related.path} className={LINK}>
                  {t(`${related.key}.title`)}
                </Link>
              </p>
              <a href="#top" className="text-sm font-semibold text-brand-700 hover:underline">
                {t('backToTop')}
              </a>
            </div>
          </article>
        </div>
      </div>
      <StaticFooter />
    </PublicLayout>
  );
}

function Contents({ document, t }: { readonly document: LegalDocument; readonly t: TFunction }) {
  return (
    <ol className="grid gap-0.5 text-sm">
      {document.sections.map((section, index) => (
        <li key={section}>
          <a
            href={`#${section}`}
            className="flex gap-2 rounded-lg px-2 py-1.5 text-slate-600 transition hover:bg-brand-50 hover:text-brand-800"
          >
            <span className="w-5 shrink-0 text-right font-semibold text-slate-500 tabular-nums">
              {index + 1}.
            </span>
            <span className="min-w-0">{t(`${document.key}.sections.${section}.title`)}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}
