import type { PublicTournament } from '@rodada/events/contracts';
import { formatDate } from '@rodada/events/contracts/mini';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons';
import { MessageCard } from '../messageCard';
import { isPairFormat, matchProgress } from './tournamentText';

/** A white panel with a title row. */
export function Panel({
  title,
  aside,
  children,
  testId,
}: {
  readonly title: ReactNode;
  readonly aside?: ReactNode;
  readonly children: ReactNode;
  readonly testId?: string;
}) {
  return (
    <section
      data-testid={testId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="text-base font-bold text-slate-900">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** Courts, players (or pairs), matches played of the total (`matchProgress`), and the day of the draw. */
export function TournamentSummaryTiles({ tournament }: { readonly tournament: PublicTournament }) {
  const { t } = useTranslation('tournaments');
  const progress = matchProgress(tournament);
  const tiles = [
    { icon: 'court' as const, label: t('summary.courts'), value: String(tournament.courts) },
    {
      icon: 'users' as const,
      label: isPairFormat(tournament.tournamentType) ? t('summary.pairs') : t('summary.players'),
      value: String(tournament.players.length),
    },
    {
      icon: 'trophy' as const,
      label: t('summary.matches'),
      value: t('summary.matchesPlayed', progress),
    },
    { icon: 'calendar' as const, label: t('summary.drawDate'), value: formatDate(tournament.createdAt) },
  ];
  // Four in a row only where the tiles get the room for "25/11/2026" beside their icon: the
  // column they sit in decides (the board's ranking column at 1280 px keeps two a row).
  return (
    <div className="@container">
      <dl data-testid="tournament-summary" className="grid grid-cols-2 gap-3 @3xl:grid-cols-4">
        {tiles.map((tile) => (
          // A <dl> may hold only <div>s of <dt> and <dd>: the icon sits in the term, placed beside both.
          <div
            key={tile.label}
            className="relative min-w-0 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm min-[420px]:pl-16 sm:p-4 sm:pl-[4.5rem]"
          >
            <dt className="truncate text-xs font-medium text-slate-500">
              <span
                aria-hidden
                className="absolute top-1/2 left-3 hidden size-10 -translate-y-1/2 items-center justify-center rounded-xl bg-brand-50 text-brand-700 min-[420px]:flex sm:left-4"
              >
                <Icon name={tile.icon} className="size-5" />
              </span>
              {tile.label}
            </dt>
            <dd className="text-base font-bold break-words text-slate-900 tabular-nums sm:text-lg">
              {tile.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Ended from a court tablet: why the matches left show no score and nothing is on court. */
export function EndedNotice({ tournament }: { readonly tournament: Pick<PublicTournament, 'ended'> }) {
  const { t } = useTranslation('tournaments');
  if (!tournament.ended) return null;
  return (
    <p
      data-testid="ended-notice"
      role="status"
      className="flex items-start gap-2 rounded-2xl bg-slate-100 px-4 py-3 text-sm font-medium text-slate-800 ring-1 ring-slate-200"
    >
      <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
      {t('public.ended')}
    </p>
  );
}

/** 'Torneio não encontrado': it does not exist or was removed. */
export function TournamentNotFound({ backTo }: { readonly backTo?: string }) {
  const { t } = useTranslation('tournaments');
  return (
    <MessageCard
      testId="tournament-not-found"
      icon="alert"
      tone="warning"
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={backTo ? { to: backTo, label: t('notFound.back') } : undefined}
    />
  );
}
