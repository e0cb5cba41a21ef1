import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminQueries } from '../../lib/adminQueries';

/** How many Super 16/32 ties wait for an administrator's decision (0 while unknown). */
export function useWaitingTies(enabled = true): number {
  const issues = useQuery({ ...adminQueries.tieIssues(), enabled });
  return issues.data?.length ?? 0;
}

/** The count beside 'Área do Gestor' in the menu: ties waiting for a decision; nothing when none. */
export function TiesBadge({ collapsed }: { readonly collapsed: boolean }) {
  const { t } = useTranslation('shell');
  const count = useWaitingTies();
  if (count === 0) return null;
  const label = t('nav.tiesWaiting', { count });
  return (
    <span
      data-testid="nav-ties-badge"
      title={label}
      className={`flex h-5 min-w-5 items-center justify-center rounded-full bg-amber-700 px-1.5 text-[11px] leading-none font-bold text-white tabular-nums ${
        collapsed ? 'absolute top-1 right-1' : 'ml-auto'
      }`}
    >
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
