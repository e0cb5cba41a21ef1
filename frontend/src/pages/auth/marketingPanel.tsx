import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/icons';

const BENEFITS: ReadonlyArray<{ key: string; icon: IconName }> = [
  { key: 'draw', icon: 'shuffle' },
  { key: 'ranking', icon: 'qr' },
  { key: 'scores', icon: 'phone' },
  { key: 'formats', icon: 'trophy' },
  { key: 'credits', icon: 'infinity' },
  { key: 'sports', icon: 'court' },
];

/** Why organisers use Rodada, beside the sign-in form. */
export function MarketingPanel() {
  const { t } = useTranslation('auth');
  return (
    <section
      aria-labelledby="marketing-title"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-900 p-6 text-white shadow-xl shadow-brand-900/20 sm:p-9"
    >
      <CourtLines />
      <div className="relative">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-brand-100 ring-1 ring-white/15">
          <span className="size-2 rounded-full bg-[var(--color-ball)]" aria-hidden />
          {t('marketing.eyebrow')}
        </p>
        <h1 id="marketing-title" className="mt-4 text-3xl font-black tracking-tight text-balance sm:text-4xl">
          {t('marketing.title')}
        </h1>
        <p className="mt-3 max-w-md text-base text-brand-100">{t('marketing.subtitle')}</p>
        <ul className="mt-7 grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          {BENEFITS.map((benefit) => (
            <li key={benefit.key} className="flex gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/10 text-[var(--color-ball)] ring-1 ring-white/15">
                <Icon name={benefit.icon} className="size-5" />
              </span>
              <span>
                <span className="block text-sm font-bold">
                  {t(`marketing.benefits.${benefit.key}.title`)}
                </span>
                <span className="block text-sm text-brand-100/90">
                  {t(`marketing.benefits.${benefit.key}.text`)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A faint court drawn behind the panel. */
function CourtLines() {
  return (
    <svg
      viewBox="0 0 200 300"
      className="pointer-events-none absolute -top-10 -right-16 h-[130%] w-auto opacity-[0.08]"
      fill="none"
      stroke="white"
      strokeWidth="3"
      aria-hidden
    >
      <rect x="10" y="10" width="180" height="280" />
      <path d="M10 150h180M100 60v180M10 60h180M10 240h180" />
    </svg>
  );
}
