import type { RosterLevel } from '@rodada/events/contracts';
import { useTranslation } from 'react-i18next';

/** A roster player's level band and rating (docs/levels.md); nothing before a counted match. */
export function LevelBadge({ level }: { level: RosterLevel | null }) {
  const { t } = useTranslation('tournaments');
  if (!level) return null;
  return (
    <span
      className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800"
      title={t('level.badgeTitle', { rating: level.rating, count: level.matches })}
      data-level-band={level.band}
    >
      {t('level.badge', { band: t(`level.band.${level.band}`), rating: level.rating })}
    </span>
  );
}
