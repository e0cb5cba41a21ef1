import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { connectionStateAtom } from '../lib/socket';

/** "Live" or "Reconnecting…" for views that follow a tournament in real time; opens the socket. */
export function ConnectionBadge() {
  const { t } = useTranslation();
  const state = useAtomValue(connectionStateAtom);
  const live = state === 'connected';
  return (
    <span
      role="status"
      data-testid="connection-badge"
      data-state={state}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${
        live ? 'bg-brand-50 text-brand-800' : 'bg-amber-50 text-amber-800'
      }`}
    >
      <span
        aria-hidden
        className={`size-2 rounded-full ${live ? 'animate-pulse bg-brand-500' : 'bg-amber-500'}`}
      />
      {live ? t('connection.live') : t('connection.reconnecting')}
    </span>
  );
}
