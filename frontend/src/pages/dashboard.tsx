import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BetaNotice } from '../components/betaNotice';
import { isVenue } from '../components/guards';
import { Icon, type IconName } from '../components/icons';
import { useWaitingTies } from '../components/shell/tiesBadge';
import { Spinner } from '../components/spinner';
import { CARD } from '../components/ui/card';
import { useSupportContact, whatsappLink } from '../lib/contact';
import { queries } from '../lib/queries';
import { statusBadge, type TournamentSummary, upcomingTournaments } from '../lib/tournaments';
import { useUser } from '../state/session';

/** / and /dashboard: beta notice, credits, tournaments, the next three and quick actions. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useUser();
  const tournaments = useQuery(queries.myTournaments());
  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          {t('greeting', { name: firstName })}
        </h1>
        <p className="mt-1 text-sm text-slate-600 sm:text-base">{t('subtitle')}</p>
      </div>

      <DashboardBetaNotice />

      {user.isAdmin ? <WaitingTiesNotice /> : null}

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <CreditsCard credits={user.credits} />
        <StatCard
          icon="trophy"
          label={t('tournamentsCard.label')}
          value={tournaments.status === 'success' ? String(tournaments.data.length) : '–'}
          testId="tournament-count"
          link={{ to: '/my-tournaments', label: t('tournamentsCard.link') }}
        />
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <section aria-labelledby="upcoming-title" className={`${CARD} p-5 sm:p-6 lg:col-span-2`}>
          <div className="mb-4 flex items-center justify-between gap-3">
            <h2 id="upcoming-title" className="text-lg font-bold text-slate-900">
              {t('upcoming.title')}
            </h2>
            {tournaments.status === 'success' && tournaments.data.length > 0 ? (
              <Link to="/my-tournaments" className="text-sm font-semibold text-brand-700 hover:underline">
                {t('upcoming.seeAll')}
              </Link>
            ) : null}
          </div>
          {tournaments.status === 'pending' ? <Spinner /> : null}
          {tournaments.status === 'error' ? (
            <p className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
              {tournaments.error instanceof Error ? tournaments.error.message : t('upcoming.error')}
            </p>
          ) : null}
          {tournaments.status === 'success' ? (
            tournaments.data.length === 0 ? (
              <EmptyState />
            ) : upcomingTournaments(tournaments.data).length === 0 ? (
              <p
                data-testid="upcoming-none"
                className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600"
              >
                {t('upcoming.none')}{' '}
                <Link to="/select-tournament-type" className="font-semibold text-brand-700 hover:underline">
                  {t('upcoming.create')}
                </Link>
              </p>
            ) : (
              <ul className="grid grid-cols-1 gap-3">
                {upcomingTournaments(tournaments.data).map((tournament) => (
                  <UpcomingItem key={tournament.id} tournament={tournament} />
                ))}
              </ul>
            )
          ) : null}
        </section>

        <section aria-labelledby="actions-title" className={`${CARD} p-5 sm:p-6`}>
          <h2 id="actions-title" className="mb-4 text-lg font-bold text-slate-900">
            {t('actions.title')}
          </h2>
          <QuickActions venue={isVenue(user)} />
        </section>
      </div>
    </div>
  );
}

function DashboardBetaNotice() {
  const { t } = useTranslation('dashboard');
  const contact = useSupportContact();
  return (
    <BetaNotice
      id="beta-title"
      testId="beta-notice"
      title={t('beta.title')}
      badge={t('beta.badge')}
      text={t('beta.text')}
    >
      {contact ? (
        <a
          href={whatsappLink(contact.phone)}
          target="_blank"
          rel="noopener"
          className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          <Icon name="chat" className="size-4" />
          <span>
            <Trans
              t={t}
              i18nKey="beta.contact"
              values={{ phone: contact.phone }}
              components={{ phone: <span className="whitespace-nowrap" /> }}
            />
          </span>
        </a>
      ) : null}
    </BetaNotice>
  );
}

/** For an administrator: the Super 16/32 ties waiting for their decision, and the way to them. */
function WaitingTiesNotice() {
  const { t } = useTranslation('dashboard');
  const count = useWaitingTies();
  if (count === 0) return null;
  return (
    <section
      data-testid="admin-ties-notice"
      className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex min-w-0 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
          <Icon name="alert" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 className="font-bold text-slate-900">{t('adminTies.title', { count })}</h2>
          <p className="text-sm text-slate-700">{t('adminTies.text')}</p>
        </div>
      </div>
      <Link
        to="/admin?tab=reports"
        className="inline-flex h-10 shrink-0 items-center justify-center rounded-xl bg-amber-700 px-4 text-sm font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
      >
        {t('adminTies.link')}
      </Link>
    </section>
  );
}

function CreditsCard({ credits }: { readonly credits: number }) {
  const { t } = useTranslation('dashboard');
  const empty = credits <= 0;
  return (
    <StatCard
      icon="coins"
      label={t('creditsCard.label')}
      value={String(credits)}
      testId="credits-value"
      caption={empty ? t('creditsCard.empty') : t('creditsCard.caption', { count: credits })}
      danger={empty}
      link={{ to: '/buy-credits', label: t('creditsCard.link') }}
    />
  );
}

interface StatCardProps {
  readonly icon: IconName;
  readonly label: string;
  readonly value: string;
  readonly testId: string;
  readonly caption?: string;
  readonly danger?: boolean;
  readonly link: { readonly to: string; readonly label: string };
}

function StatCard({ icon, label, value, testId, caption, danger = false, link }: StatCardProps) {
  return (
    <section className={`${CARD} flex flex-col p-5 sm:p-6`}>
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold text-slate-600">{label}</h2>
        <span
          className={`flex size-10 items-center justify-center rounded-xl ${
            danger ? 'bg-red-50 text-red-600' : 'bg-brand-50 text-brand-700'
          }`}
        >
          <Icon name={icon} className="size-5" />
        </span>
      </div>
      <p
        data-testid={testId}
        className={`mt-2 text-4xl font-black tracking-tight ${danger ? 'text-red-600' : 'text-slate-900'}`}
      >
        {value}
      </p>
      {caption ? <p className={`text-sm ${danger ? 'text-red-600' : 'text-slate-500'}`}>{caption}</p> : null}
      <Link
        to={link.to}
        className="mt-4 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        {link.label}
        <Icon name="arrowRight" className="size-4" />
      </Link>
    </section>
  );
}

const BADGE_TONES = {
  sky: 'bg-sky-50 text-sky-700 ring-sky-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const;

function UpcomingItem({ tournament }: { readonly tournament: TournamentSummary }) {
  const { t } = useTranslation('dashboard');
  const badge = statusBadge(tournament.status);
  const badgeClass = `shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${BADGE_TONES[badge.tone]}`;
  return (
    <li className="min-w-0">
      <Link
        to={`/tournament/${tournament.id}`}
        className="flex items-center gap-3 rounded-xl border border-slate-200 p-3 transition hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-brand-500 sm:gap-4 sm:p-4"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-600">
          <Icon name="trophy" className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-slate-900">{tournament.name}</span>
          <span className="block text-sm text-slate-500">
            {t('upcoming.players', { count: tournament.playerCount })} ·{' '}
            {t('upcoming.courts', { count: tournament.courts })}
          </span>
          <span className={`mt-1.5 inline-block sm:hidden ${badgeClass}`}>{t(badge.key)}</span>
        </span>
        <span className={`hidden sm:inline-block ${badgeClass}`}>{t(badge.key)}</span>
      </Link>
    </li>
  );
}

function EmptyState() {
  const { t } = useTranslation('dashboard');
  return (
    <div
      data-testid="dashboard-empty"
      className="rounded-xl border-2 border-dashed border-slate-200 px-5 py-10 text-center"
    >
      <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon name="court" className="size-6" />
      </span>
      <h3 className="mt-4 font-bold text-slate-900">{t('empty.title')}</h3>
      <p className="mx-auto mt-1 max-w-sm text-sm text-slate-600">{t('empty.text')}</p>
      <Link
        to="/create-tournament"
        className="mt-5 inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 text-sm font-semibold text-white shadow-md shadow-brand-700/20 transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <Icon name="plus" className="size-4" />
        {t('empty.action')}
      </Link>
    </div>
  );
}

function QuickActions({ venue }: { readonly venue: boolean }) {
  const { t } = useTranslation('dashboard');
  const actions: ReadonlyArray<{ to: string; key: string; icon: IconName }> = [
    { to: '/select-tournament-type', key: 'create', icon: 'plus' },
    { to: '/buy-credits', key: 'credits', icon: 'coins' },
    ...(venue ? [{ to: '/tournament-codes', key: 'tabletCodes', icon: 'tablet' as const }] : []),
    { to: '/support', key: 'support', icon: 'support' },
  ];
  return (
    <ul className="grid grid-cols-1 gap-2">
      {actions.map((action) => (
        <li key={action.key}>
          <Link
            to={action.to}
            className="group flex items-center gap-3 rounded-xl border border-slate-200 p-3 transition hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 group-hover:bg-brand-100">
              <Icon name={action.icon} className="size-[18px]" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold text-slate-900">
                {t(`actions.${action.key}.title`)}
              </span>
              <span className="block text-xs text-slate-500">{t(`actions.${action.key}.text`)}</span>
            </span>
            <Icon name="arrowRight" className="size-4 text-slate-500 group-hover:text-brand-600" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
