import type { PublicCircuit } from '@rodada/events/contracts';
import { useTranslation } from 'react-i18next';

/** "100 · 80 · 60": a points table as one line. */
export const pointsLine = (table: readonly number[]) => table.join(' · ');

/** How a circuit scores: its points table, its participation bonus and its tie rule, each in a line. */
export function CircuitRules({
  circuit,
}: {
  readonly circuit: Pick<PublicCircuit, 'pointsTable' | 'participationPoints' | 'tieRule'>;
}) {
  const { t } = useTranslation('circuits');
  return (
    <dl className="grid gap-3 text-sm" data-testid="circuit-rules">
      <div>
        <dt className="font-semibold text-slate-800">{t('rules.pointsTable')}</dt>
        <dd className="mt-0.5 font-mono text-slate-700 tabular-nums">{pointsLine(circuit.pointsTable)}</dd>
      </div>
      <div>
        <dt className="sr-only">{t('create.participation')}</dt>
        <dd className="text-slate-700">{t('rules.participation', { count: circuit.participationPoints })}</dd>
      </div>
      <div>
        <dt className="sr-only">{t('create.tieRule')}</dt>
        <dd className="text-slate-700">
          <span className="font-semibold text-slate-800">
            {t('rules.tieRule', { rule: t(`tieRules.${circuit.tieRule}.label`) })}
          </span>
          <span className="block text-slate-600">{t(`tieRules.${circuit.tieRule}.description`)}</span>
        </dd>
      </div>
    </dl>
  );
}
