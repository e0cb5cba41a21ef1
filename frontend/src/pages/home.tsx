import { useTranslation } from 'react-i18next';
import { BrandMark, PublicLayout } from '../components/publicLayout';

/** A placeholder home until the dashboard lands: the name and what Rodada is for. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <section className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center px-6 pb-24 text-center">
        <BrandMark className="mb-6 size-20 drop-shadow-md" />
        <h1 className="text-5xl font-black tracking-tight text-slate-900 sm:text-7xl">{t('appName')}</h1>
        <p className="mt-4 max-w-xl text-lg text-balance text-slate-600 sm:text-xl">{t('tagline')}</p>
        <ul className="mt-8 flex flex-wrap justify-center gap-2">
          {(['padel', 'tennis', 'beachTennis'] as const).map((sport) => (
            <li
              key={sport}
              className="rounded-full border border-brand-200 bg-white/70 px-4 py-1.5 text-sm font-medium text-brand-800"
            >
              {t(`sports.${sport}`)}
            </li>
          ))}
        </ul>
      </section>
    </PublicLayout>
  );
}
