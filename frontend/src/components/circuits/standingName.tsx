import type { CircuitStandingBody } from '@rodada/events/contracts';
import { useTranslation } from 'react-i18next';

/**
 * A standing's name: a player hidden on public circuits shows as "Jogador oculto" on public views
 * (their name is not sent) and with their name and a "hidden" mark on the organiser's.
 */
export function StandingName({ row }: { readonly row: CircuitStandingBody }) {
  const { t } = useTranslation('circuits');
  if (!row.hidden) return <>{row.name}</>;
  if (row.name === '') return <span className="italic opacity-80">{t('standings.hiddenPlayer')}</span>;
  return (
    <>
      {row.name}{' '}
      <span className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
        {t('standings.hiddenMark')}
      </span>
    </>
  );
}
