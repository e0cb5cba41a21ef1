import type { PublicTournament } from '@rodada/events/contracts';
import { useTranslation } from 'react-i18next';

type Status = PublicTournament['status'];

const STYLES: Record<'scheduled' | 'running' | 'completed', string> = {
  scheduled: 'bg-sky-50 text-sky-800 ring-sky-200',
  running: 'bg-amber-50 text-amber-800 ring-amber-200',
  completed: 'bg-brand-50 text-brand-800 ring-brand-200',
};

/** Spec section 4: scheduled 'Agendado', pending or in progress 'Em Andamento', completed 'Concluído'. */
export function StatusBadge({ status }: { readonly status: Status }) {
  const { t } = useTranslation('tournaments');
  const kind = status === 'scheduled' ? 'scheduled' : status === 'completed' ? 'completed' : 'running';
  return (
    <span
      data-testid="status-badge"
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STYLES[kind]}`}
    >
      {t(`status.${kind}`)}
    </span>
  );
}
