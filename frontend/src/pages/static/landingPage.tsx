import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icons';
import { LanguageSwitcher } from '../../components/languageSwitcher';
import { BrandMark } from '../../components/publicLayout';
import { useSession } from '../../state/session';
import { PRIMARY_BUTTON, SIGN_UP_PATH } from './landingParts';
import { LandingFaq, PricingSection } from './landingPricing';
import { Benefits, Comparison, FormatSection, HowItWorks, Testimonials } from './landingSections';
import { StaticFooter } from './staticFooter';
import { listOf } from './staticText';

const NAV = [
  { id: 'how', key: 'nav.how' },
  { id: 'format', key: 'nav.format' },
  { id: 'pricing', key: 'nav.pricing' },
  { id: 'faq', key: 'nav.faq' },
] as const;

/** /quadras: the public page that presents Rodada to clubs and arenas. */
export function LandingPage() {
  const { t } = useTranslation(['landing', 'legal', 'common']);
  // A signed-in visitor is shown the way back to their dashboard instead of "Entrar / Criar conta".
  const signedIn = useSession().status === 'signedIn';
  return (
    <div className="court-backdrop min-h-dvh">
      <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-white/85 backdrop-blur">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-3 px-4 sm:px-8">
          <Link
            to="/quadras"
            className="flex items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <BrandMark />
            {/* With the dashboard button, a phone's header keeps the mark and drops the name. */}
            <span className={signedIn ? 'hidden sm:inline' : undefined}>{t('common:appName')}</span>
          </Link>
          <nav aria-label={t('nav.label')} className="ml-6 hidden items-center gap-1 lg:flex">
            {NAV.map((item) => (
              <a
                key={item.id}
                href={`#${item.id}`}
                className="rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 transition hover:bg-slate-100 hover:text-slate-900"
              >
                {t(item.key)}
              </a>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-2 sm:gap-3">
            <LanguageSwitcher />
            {signedIn ? (
              <Link
                to="/"
                data-testid="landing-dashboard"
                className="inline-flex h-9 items-center rounded-full bg-brand-600 px-4 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition hover:bg-brand-700"
              >
                {t('nav.dashboard')}
              </Link>
            ) : (
              <>
                <Link
                  to="/auth"
                  className="rounded-lg px-2 py-2 text-sm font-semibold text-slate-700 transition hover:text-brand-700"
                >
                  {t('nav.signIn')}
                </Link>
                <Link
                  to={SIGN_UP_PATH}
                  className="hidden h-9 items-center rounded-full bg-brand-600 px-4 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 sm:inline-flex"
                >
                  {t('nav.signUp')}
                </Link>
              </>
            )}
          </div>
        </div>
      </header>

      <main>
        <Hero />
        <HowItWorks />
        <Benefits />
        <FormatSection />
        <Comparison />
        <Testimonials />
        <PricingSection />
        <LandingFaq />
        <FinalCallToAction />
      </main>
      <StaticFooter />
    </div>
  );
}

/** A made-up moment of a tournament: who leads after four rounds. */
const PREVIEW_RANKING: ReadonlyArray<{ player: number; points: number }> = [
  { player: 1, points: 11 },
  { player: 7, points: 10 },
  { player: 4, points: 9 },
  { player: 0, points: 8 },
  { player: 6, points: 7 },
];

function Hero() {
  const { t } = useTranslation('landing');
  const players = listOf(t, 'sample.players');
  return (
    <section
      aria-labelledby="hero-title"
      className="mx-auto w-full max-w-6xl px-4 pt-10 pb-16 sm:px-8 lg:pt-16"
    >
      <div className="grid items-center gap-10 lg:grid-cols-[1.15fr_1fr] lg:gap-14">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold tracking-wide text-brand-800 shadow-sm ring-1 ring-brand-200">
            <span className="size-2 rounded-full bg-[var(--color-ball)] ring-1 ring-brand-300" aria-hidden />
            {t('hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl leading-[1.08] font-black tracking-tight text-balance text-slate-900 sm:text-5xl"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600">{t('hero.subtitle')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={SIGN_UP_PATH} className={PRIMARY_BUTTON}>
              {t('hero.primary')}
              <Icon name="arrowRight" className="size-5" />
            </Link>
            <a
              href="#how"
              className="inline-flex h-12 items-center justify-center rounded-xl border border-slate-300 bg-white px-6 text-base font-semibold text-slate-800 transition hover:border-brand-300 hover:text-brand-800"
            >
              {t('hero.secondary')}
            </a>
          </div>
          <p className="mt-5 text-sm text-slate-500">{t('hero.note')}</p>
        </div>

        <figure
          aria-label={t('hero.preview.label')}
          className="relative mx-auto w-full max-w-md overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-900 p-5 text-white shadow-2xl shadow-brand-900/30 sm:p-6"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate text-lg font-bold">{t('hero.preview.tournament')}</p>
              <p className="text-sm text-brand-100">{t('hero.preview.round')}</p>
            </div>
            <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-white/10 px-2.5 py-1 text-xs font-semibold ring-1 ring-white/20">
              <span className="size-2 animate-pulse rounded-full bg-[var(--color-ball)]" aria-hidden />
              {t('hero.preview.live')}
            </span>
          </div>
          <ol className="mt-5 grid gap-2">
            {PREVIEW_RANKING.map((row, index) => (
              <li
                key={row.player}
                className={`flex items-center gap-3 rounded-xl px-3 py-2.5 ${
                  index === 0 ? 'bg-[var(--color-ball)] text-brand-900' : 'bg-white/10'
                }`}
              >
                <span className="w-5 text-center text-sm font-black tabular-nums">{index + 1}</span>
                <span className="min-w-0 flex-1 truncate font-semibold">{players[row.player]}</span>
                <span className="text-sm font-bold tabular-nums">
                  {t('hero.preview.points', { count: row.points })}
                </span>
              </li>
            ))}
          </ol>
          <span className="pointer-events-none absolute -right-10 -bottom-10 size-40 rounded-full border-[14px] border-white/5" />
        </figure>
      </div>
    </section>
  );
}

function FinalCallToAction() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="cta-title" className="mx-auto w-full max-w-6xl px-4 pb-20 sm:px-8">
      <div className="rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-900 px-6 py-10 text-center text-white shadow-xl shadow-brand-900/20 sm:px-12 sm:py-14">
        <h2 id="cta-title" className="text-3xl font-black tracking-tight text-balance">
          {t('cta.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-100">{t('cta.text')}</p>
        <Link
          to={SIGN_UP_PATH}
          className="mt-7 inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-[var(--color-ball)] px-6 text-base font-bold text-brand-900 shadow-lg transition hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t('cta.action')}
          <Icon name="arrowRight" className="size-5" />
        </Link>
      </div>
    </section>
  );
}
