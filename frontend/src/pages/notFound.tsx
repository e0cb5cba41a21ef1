import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PublicLayout } from '../components/publicLayout';

/** Spec sections 2 and 8, for visitors: the not-found card in the public frame. */
export function NotFoundPage() {
  return (
    <PublicLayout>
      <NotFoundContent />
    </PublicLayout>
  );
}

/** The words error, 404 and not found, a message, and a way back; also shown inside the shell. */
export function NotFoundContent() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-1 items-center justify-center px-5 pb-20">
      <div className="w-full max-w-lg rounded-3xl border border-slate-200/80 bg-white/85 px-6 py-10 text-center shadow-xl shadow-brand-900/5 backdrop-blur sm:px-12 sm:py-14">
        <h1 className="flex flex-col items-center">
          <span className="text-sm font-semibold tracking-[0.2em] text-brand-700 uppercase">
            {t('notFound.error')}
          </span>{' '}
          <span className="bg-gradient-to-br from-brand-500 to-brand-800 bg-clip-text text-8xl leading-none font-black tracking-tighter text-transparent sm:text-9xl">
            {t('notFound.code')}
          </span>
          <span className="sr-only"> — </span>{' '}
          <span className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('notFound.title')}
          </span>
        </h1>
        <p className="mx-auto mt-4 max-w-sm text-base text-balance text-slate-600">{t('notFound.message')}</p>
        <Link
          to="/"
          className="mt-8 inline-flex h-11 items-center justify-center gap-2 rounded-full bg-brand-600 px-6 text-sm font-semibold text-white shadow-md shadow-brand-700/20 transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            aria-hidden
          >
            <path d="M19 12H5m6-6-6 6 6 6" />
          </svg>
          {t('notFound.backHome')}
        </Link>
      </div>
    </section>
  );
}
