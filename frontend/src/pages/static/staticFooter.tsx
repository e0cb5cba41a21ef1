import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icons';
import { BrandMark } from '../../components/publicLayout';
import { useSupportContact, whatsappLink } from '../../lib/contact';
import { useSession } from '../../state/session';

const FOOTER_LINK = 'text-sm text-slate-600 transition hover:text-brand-700';

/** The footer of the public static pages: product, legal and contact links. */
export function StaticFooter() {
  const { t } = useTranslation(['legal', 'common']);
  const contact = useSupportContact();
  const signedIn = useSession().status === 'signedIn';
  const columns = [
    {
      title: t('footer.product'),
      links: [
        { to: '/quadras', label: t('footer.forClubs') },
        ...(signedIn
          ? [{ to: '/', label: t('footer.dashboard') }]
          : [
              { to: '/auth', label: t('footer.signIn') },
              { to: '/auth?tab=register', label: t('footer.signUp') },
            ]),
      ],
    },
    {
      title: t('footer.legal'),
      links: [
        { to: '/terms-of-service', label: t('footer.terms') },
        { to: '/privacy-policy', label: t('footer.privacy') },
      ],
    },
  ];

  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid w-full max-w-6xl grid-cols-2 gap-8 px-4 py-10 sm:px-8 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <div className="col-span-2 max-w-xs lg:col-span-1">
          <p className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-slate-900">
            <BrandMark className="size-7" />
            {t('common:appName')}
          </p>
          <p className="mt-2 text-sm text-slate-600">{t('footer.tagline')}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-xs font-bold tracking-wider text-slate-500 uppercase">{column.title}</h2>
            <ul className="mt-3 grid gap-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={FOOTER_LINK}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-xs font-bold tracking-wider text-slate-500 uppercase">{t('footer.contact')}</h2>
          {contact ? (
            <ul className="mt-3 grid gap-2">
              <li>
                <a
                  href={`mailto:${contact.email}`}
                  className={`${FOOTER_LINK} inline-flex items-center gap-2`}
                >
                  <Icon name="mail" className="size-4 shrink-0" />
                  <span className="break-all">{contact.email}</span>
                </a>
              </li>
              <li>
                <a
                  href={whatsappLink(contact.phone)}
                  target="_blank"
                  rel="noopener"
                  className={`${FOOTER_LINK} inline-flex items-center gap-2`}
                >
                  <Icon name="chat" className="size-4 shrink-0" />
                  <span className="whitespace-nowrap">{contact.phone}</span>
                </a>
              </li>
            </ul>
          ) : null}
        </div>
      </div>
      <p className="border-t border-slate-100 px-4 py-4 text-center text-xs text-slate-500">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
