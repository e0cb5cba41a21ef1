import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/icons';
import { initialsOf } from '../../components/shell/navigation';
import { CARD } from '../../components/ui/card';
import { LandingSection } from './landingParts';
import { listOf } from './staticText';

const STEPS: ReadonlyArray<{ key: string; icon: IconName }> = [
  { key: 'account', icon: 'coins' },
  { key: 'create', icon: 'shuffle' },
  { key: 'play', icon: 'qr' },
];

export function HowItWorks() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="how" title={t('steps.title')} subtitle={t('steps.subtitle')}>
      <ol className="grid gap-5 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.key} className={`${CARD} relative p-6`}>
            <div className="flex items-center justify-between">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <Icon name={step.icon} className="size-6" />
              </span>
              <span className="text-5xl leading-none font-black text-slate-100 tabular-nums" aria-hidden>
                {index + 1}
              </span>
            </div>
            <h3 className="mt-5 text-lg font-bold text-slate-900">{t(`steps.items.${step.key}.title`)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(`steps.items.${step.key}.text`)}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}

export function Benefits() {
  const { t } = useTranslation('landing');
  const audiences: ReadonlyArray<{ key: 'players' | 'clubs'; icon: IconName; dark: boolean }> = [
    { key: 'players', icon: 'users', dark: false },
    { key: 'clubs', icon: 'court', dark: true },
  ];
  return (
    <LandingSection id="benefits" title={t('benefits.title')} className="bg-white">
      <div className="grid gap-5 lg:grid-cols-2">
        {audiences.map((audience) => (
          <section
            key={audience.key}
            aria-labelledby={`benefits-${audience.key}`}
            className={`rounded-3xl p-6 sm:p-8 ${
              audience.dark
                ? 'bg-gradient-to-br from-brand-700 to-brand-900 text-white'
                : 'border border-slate-200 bg-slate-50'
            }`}
          >
            <h3 id={`benefits-${audience.key}`} className="flex items-center gap-3 text-xl font-extrabold">
              <span
                className={`flex size-10 items-center justify-center rounded-xl ${
                  audience.dark ? 'bg-white/10 text-[var(--color-ball)]' : 'bg-brand-100 text-brand-700'
                }`}
              >
                <Icon name={audience.icon} className="size-5" />
              </span>
              {t(`benefits.${audience.key}.title`)}
            </h3>
            <ul className="mt-5 grid gap-3">
              {listOf(t, `benefits.${audience.key}.items`).map((item) => (
                <li key={item} className="flex gap-3">
                  <Icon
                    name="check"
                    className={`mt-0.5 size-5 shrink-0 ${audience.dark ? 'text-[var(--color-ball)]' : 'text-brand-600'}`}
                  />
                  <span className={audience.dark ? 'text-brand-50' : 'text-slate-700'}>{item}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </LandingSection>
  );
}

/** Points per result (spec section 9): a win 3, a draw 2, a loss 1. */
const SCORING = [
  { key: 'win', points: 3 },
  { key: 'draw', points: 2 },
  { key: 'loss', points: 1 },
] as const;

/**
 * The first three rounds of the Super 8 table for players 0-7 (each pair partners once).
 * Illustration only: the real draw happens on the server when a tournament is created.
 */
const SAMPLE_ROUNDS: ReadonlyArray<ReadonlyArray<readonly [readonly number[], readonly number[]]>> = [
  [
    [
      [7, 0],
      [5, 1],
    ],
    [
      [2, 3],
      [6, 4],
    ],
  ],
  [
    [
      [7, 1],
      [6, 2],
    ],
    [
      [3, 4],
      [0, 5],
    ],
  ],
  [
    [
      [7, 2],
      [0, 3],
    ],
    [
      [4, 5],
      [1, 6],
    ],
  ],
];

const FACTS = ['players', 'pairs', 'rounds', 'partners'] as const;

export function FormatSection() {
  const { t } = useTranslation('landing');
  const players = listOf(t, 'sample.players');
  const side = (slots: readonly number[]) => slots.map((slot) => players[slot]).join(' + ');
  return (
    <LandingSection id="format" title={t('format.title')} subtitle={t('format.subtitle')}>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {FACTS.map((fact) => (
          <li key={fact} className={`${CARD} p-5`}>
            <p className="text-3xl font-black tracking-tight text-brand-700 sm:text-4xl">
              {t(`format.facts.${fact}.value`)}
            </p>
            <p className="mt-1 text-sm leading-snug text-slate-600">{t(`format.facts.${fact}.label`)}</p>
          </li>
        ))}
      </ul>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_1.5fr]">
        <section aria-labelledby="scoring-title" className={`${CARD} p-6`}>
          <h3 id="scoring-title" className="text-lg font-bold text-slate-900">
            {t('format.scoring.title')}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{t('format.scoring.text')}</p>
          <dl className="mt-4 grid gap-2">
            {SCORING.map((result) => (
              <div
                key={result.key}
                className="flex items-center justify-between rounded-xl bg-slate-50 px-4 py-3"
              >
                <dt className="font-semibold text-slate-800">{t(`format.scoring.${result.key}`)}</dt>
                <dd className="font-bold text-brand-700 tabular-nums">
                  {t('format.scoring.points', { count: result.points })}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-slate-600">{t('format.scoring.tiebreak')}</p>
        </section>

        <section aria-labelledby="sample-title" className={`${CARD} p-6`}>
          <h3 id="sample-title" className="text-lg font-bold text-slate-900">
            {t('format.sample.title')}
          </h3>
          <ol className="mt-4 grid gap-4">
            {SAMPLE_ROUNDS.map((round, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed table; the round number is the position
              <li key={index}>
                <p className="text-xs font-bold tracking-wider text-slate-500 uppercase">
                  {t('format.sample.round', { number: index + 1 })}
                </p>
                <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                  {round.map(([team1, team2], court) => (
                    <li
                      key={`${team1.join('-')}-${team2.join('-')}`}
                      className="rounded-xl border border-slate-200 px-3 py-2.5"
                    >
                      <p className="text-[11px] font-semibold text-brand-700">
                        {t('format.sample.court', { number: court + 1 })}
                      </p>
                      <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm font-semibold text-slate-800">
                        <span>{side(team1)}</span>
                        <span className="text-xs font-bold text-slate-500">{t('format.sample.versus')}</span>
                        <span>{side(team2)}</span>
                      </p>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <p className="mx-auto mt-8 max-w-2xl text-center text-slate-600">{t('format.variants')}</p>
    </LandingSection>
  );
}

const COMPARISON_ROWS = ['draw', 'scoring', 'ranking', 'ties', 'sharing'] as const;

export function Comparison() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection
      id="comparison"
      title={t('comparison.title')}
      subtitle={t('comparison.subtitle')}
      className="bg-white"
    >
      <div className="overflow-hidden rounded-2xl border border-slate-200">
        <table className="w-full text-left text-sm">
          <thead className="hidden bg-slate-50 md:table-header-group">
            <tr>
              <th scope="col" className="px-5 py-3 font-semibold text-slate-500">
                {t('comparison.aspect')}
              </th>
              <th scope="col" className="px-5 py-3 font-semibold text-slate-500">
                {t('comparison.manual')}
              </th>
              <th scope="col" className="bg-brand-50 px-5 py-3 font-semibold text-brand-800">
                {t('comparison.app')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {COMPARISON_ROWS.map((row) => (
              <tr key={row} className="grid md:table-row">
                <th scope="row" className="px-5 pt-4 font-bold text-slate-900 md:py-4">
                  {t(`comparison.rows.${row}.label`)}
                </th>
                <td className="px-5 pt-2 text-slate-500 md:py-4">
                  <span className="flex gap-2">
                    <Icon name="close" className="mt-0.5 size-4 shrink-0 text-red-500" />
                    <span>
                      <span className="sr-only md:hidden">{t('comparison.manual')}: </span>
                      {t(`comparison.rows.${row}.manual`)}
                    </span>
                  </span>
                </td>
                <td className="px-5 pt-2 pb-4 font-medium text-slate-800 md:bg-brand-50/50 md:py-4">
                  <span className="flex gap-2">
                    <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                    <span>
                      <span className="sr-only md:hidden">{t('comparison.app')}: </span>
                      {t(`comparison.rows.${row}.app`)}
                    </span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </LandingSection>
  );
}

const TESTIMONIALS = ['organiser', 'club'] as const;

export function Testimonials() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="testimonials" title={t('testimonials.title')}>
      <ul className="grid gap-5 md:grid-cols-2">
        {TESTIMONIALS.map((key) => {
          const name = t(`testimonials.items.${key}.name`);
          return (
            <li key={key}>
              <figure className={`${CARD} flex h-full flex-col p-6 sm:p-8`}>
                <span className="text-5xl leading-none font-black text-brand-200" aria-hidden>
                  “
                </span>
                <blockquote className="mt-2 flex-1 text-lg leading-relaxed text-slate-800">
                  {t(`testimonials.items.${key}.quote`)}
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden
                    className="flex size-11 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700 text-sm font-bold text-white"
                  >
                    {initialsOf(name)}
                  </span>
                  <span>
                    <span className="block font-bold text-slate-900">{name}</span>
                    <span className="block text-sm text-slate-500">
                      {t(`testimonials.items.${key}.role`)}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}
