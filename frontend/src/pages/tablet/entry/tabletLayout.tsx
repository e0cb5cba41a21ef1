import type { TournamentCode } from '@rodada/events/contracts';
import { formatDateTime } from '@rodada/events/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitcher } from '../../../components/languageSwitcher';
import { BrandMark } from '../../../components/publicLayout';

/**
 * The court tablet's frame: no sidebar and no login, only the brand and the language, so the
 * players at the court see nothing of the club's account. Shared with the tablet's match screen.
 */
export function TabletLayout({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation(['common', 'tablet']);
  return (
    <div className="court-backdrop flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-3 px-4 py-4 sm:px-8">
        <Link
          to="/tablet"
          className="flex min-w-0 items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <BrandMark className="size-10 shrink-0" />
          <span>{t('appName')}</span>
          <span className="hidden truncate text-base font-semibold text-slate-500 sm:inline">
            · {t('tablet:header.title')}
          </span>
        </Link>
        <LanguageSwitcher />
      </header>
      <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col px-4 pb-10 sm:px-8">{children}</main>
    </div>
  );
}

/** The code's facts as the check pages list them; the id and status only when access is refused. */
export function CodeDetails({
  code,
  withIdAndStatus = false,
}: {
  readonly code: TournamentCode;
  readonly withIdAndStatus?: boolean;
}) {
  const { t } = useTranslation(['tablet', 'tournaments']);
  const rows: [string, ReactNode][] = [
    [
      t('check.details.code'),
      <span key="code" className="font-mono text-lg font-bold tracking-[0.2em]">
        {code.code}
      </span>,
    ],
    [t('check.details.type'), t(`tournaments:formats.${code.tournamentType}.name`)],
  ];
  if (withIdAndStatus) {
    rows.push([
      t('check.details.id'),
      <span key="id" className="font-mono text-xs break-all">
        {code.id}
      </span>,
    ]);
    rows.push([t('check.details.status'), code.isActive ? t('codes.active') : t('codes.inactive')]);
  }
  rows.push([t('check.details.createdAt'), formatDateTime(code.createdAt)]);
  if (code.usedAt) rows.push([t('check.details.usedAt'), formatDateTime(code.usedAt)]);
  return (
    <dl data-testid="code-details" className="grid gap-2 rounded-2xl bg-slate-50 p-4 text-left text-base">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-4">
          <dt className="text-slate-500">{label}</dt>
          <dd className="text-right font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Where a valid code leads: creating its tournament, or (already used) that tournament. */
export function nextStepOf(code: TournamentCode): { kind: 'create' | 'open'; to: string } {
  if (code.tournamentId) return { kind: 'open', to: `/tablet/tournament/${code.tournamentId}` };
  const query = new URLSearchParams({
    code: code.code,
    codeId: code.id,
    tournamentType: code.tournamentType,
  });
  return { kind: 'create', to: `/tablet/create?${query.toString()}` };
}

/** Large touch targets: the tablet is used standing at the court, often with a racket in hand. */
export const TOUCH_PRIMARY =
  'inline-flex h-14 items-center justify-center gap-2 rounded-2xl bg-brand-600 px-8 text-lg font-bold text-white shadow-md shadow-brand-700/20 transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60';
export const TOUCH_SECONDARY =
  'inline-flex h-14 items-center justify-center gap-2 rounded-2xl border border-slate-300 bg-white px-8 text-lg font-semibold text-slate-800 shadow-sm transition hover:border-brand-300 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60';
