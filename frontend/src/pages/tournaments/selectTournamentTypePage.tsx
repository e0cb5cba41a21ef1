import { FORMAT_RULES, type TournamentFormat } from '@rodada/events/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { CreditShortHint } from '../../components/tournaments/creditShortHint';
import {
  costOf,
  type TournamentCosts,
  useTournamentCosts,
} from '../../components/tournaments/tournamentCosts';
import { buttonClasses } from '../../components/ui/button';
import { useUser } from '../../state/session';
import { PageHeader } from './pageHeader';

interface FormatCard {
  readonly format: TournamentFormat;
  readonly to: string;
  readonly accent: string;
}

const CARDS: readonly FormatCard[] = [
  { format: 'super8', to: '/create-tournament?type=super8', accent: 'from-brand-500 to-brand-700' },
  {
    format: 'super8_fixed_pairs',
    to: '/create-tournament?type=super8_fixed_pairs',
    accent: 'from-sky-500 to-sky-700',
  },
  { format: 'super_12', to: '/create-tournament?type=super_12', accent: 'from-amber-500 to-orange-600' },
  { format: 'super_groups', to: '/create-super-groups', accent: 'from-violet-500 to-indigo-700' },
  { format: 'americano', to: '/create-tournament?type=americano', accent: 'from-teal-500 to-emerald-700' },
  { format: 'mexicano', to: '/create-tournament?type=mexicano', accent: 'from-rose-500 to-red-700' },
];

/** Spec /select-tournament-type: the named presets and Americano, with players, courts and the server's costs. */
export function SelectTournamentTypePage() {
  const { t } = useTranslation('tournaments');
  const user = useUser();
  const costs = useTournamentCosts();

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader title={t('select.title')} description={t('select.description')} />
      {costs.status === 'pending' ? (
        <Spinner />
      ) : costs.status === 'error' ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-700">
          {costs.error instanceof Error ? costs.error.message : t('errors.loadFailed')}
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {CARDS.map((card) => (
            <FormatCardView key={card.format} card={card} costs={costs.data} credits={user.credits} />
          ))}
        </div>
      )}
    </div>
  );
}

function FormatCardView({
  card,
  costs,
  credits,
}: {
  readonly card: FormatCard;
  readonly costs: TournamentCosts;
  readonly credits: number;
}) {
  const { t } = useTranslation(['tournaments', 'americano', 'mexicano']);
  const rules = FORMAT_RULES[card.format];
  const sizes = rules.sizes;
  const anyGroup = card.format === 'americano' || card.format === 'mexicano';
  const bySize = card.format === 'super_groups' || anyGroup;
  const prices = sizes.map((size) => costOf(costs, card.format, bySize ? size.entities : undefined));
  const known = prices.filter((p): p is number => p !== undefined);
  const cheapest = known.length > 0 ? Math.min(...known) : undefined;
  const short = cheapest === undefined || credits < cheapest;
  const courts = sizes.map((s) => s.courts);
  const courtsText = anyGroup
    ? t(`${card.format}:card.courts`, { max: Math.max(...courts.map((c) => c.max)) })
    : sizes.length > 1
      ? t('select.courtsEither', { a: courts[0]!.min, b: courts[1]!.min })
      : courts[0]!.min === courts[0]!.max
        ? t('select.courtsCount', { count: courts[0]!.min })
        : courts[0]!.max - courts[0]!.min === 1
          ? t('select.courtsEither', { a: courts[0]!.min, b: courts[0]!.max })
          : t('select.courtsRange', { min: courts[0]!.min, max: courts[0]!.max });
  const costText = anyGroup
    ? t(`${card.format}:card.cost`, { min: Math.min(...known), max: Math.max(...known) })
    : known.length > 1
      ? t('select.costEither', { a: known[0], b: known[1] })
      : t('credits', { count: known[0] ?? 0 });

  return (
    <article
      data-testid={`format-card-${card.format}`}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className={`bg-gradient-to-br ${card.accent} px-5 py-4 text-white`}>
        <p className="text-xs font-semibold tracking-wider uppercase opacity-80">
          {t(`formats.${card.format}.tagline`)}
        </p>
        <h2 className="mt-1 text-2xl font-extrabold tracking-tight">{t(`formats.${card.format}.name`)}</h2>
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <p className="text-sm text-slate-600">{t(`formats.${card.format}.description`)}</p>
        <ul className="grid gap-2 text-sm text-slate-800">
          <Fact icon="users">{t(`formats.${card.format}.players`)}</Fact>
          <Fact icon="court">{courtsText}</Fact>
          <Fact icon="calendar">{t(`formats.${card.format}.rounds`)}</Fact>
          <Fact icon="coins">
            <span data-testid="format-cost" className="font-semibold text-slate-900">
              {costText}
            </span>
          </Fact>
        </ul>
        <div className="mt-auto grid gap-2">
          {short ? (
            <>
              <button type="button" disabled className={buttonClasses.primary}>
                {t('select.choose')}
              </button>
              <CreditShortHint
                testId="format-hint"
                className="text-xs text-red-700"
                message={t('select.shortHint', {
                  required: t('credits', { count: cheapest ?? 0 }),
                  available: t('credits', { count: credits }),
                })}
              />
            </>
          ) : (
            <Link to={card.to} className={buttonClasses.primary}>
              {t('select.choose')}
              <Icon name="arrowRight" className="size-4" />
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}

function Fact({
  icon,
  children,
}: {
  readonly icon: 'users' | 'court' | 'calendar' | 'coins';
  readonly children: ReactNode;
}) {
  return (
    <li className="flex items-center gap-2.5">
      <Icon name={icon} className="size-4 shrink-0 text-slate-500" />
      <span>{children}</span>
    </li>
  );
}
