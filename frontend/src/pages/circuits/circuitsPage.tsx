import { formatDate } from '@rodada/events/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { CARD } from '../../components/ui/card';
import { circuitQueries } from '../../lib/circuits';
import { PageHeader } from '../tournaments/pageHeader';
import { CreateCircuitForm } from './createCircuitForm';

/** /circuits: the organiser's circuits (seasons), and the form that creates one. */
export function CircuitsPage() {
  const { t } = useTranslation('circuits');
  const circuits = useQuery(circuitQueries.list());
  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader title={t('list.title')} description={t('list.description')} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="circuits-title" className="grid gap-3">
          <h2 id="circuits-title" className="text-base font-bold text-slate-900">
            {t('list.yours')}
          </h2>
          {circuits.isPending ? (
            <Spinner />
          ) : circuits.isError ? (
            <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-700">
              {circuits.error.message}
            </p>
          ) : circuits.data.length === 0 ? (
            <p className={`${CARD} p-6 text-center text-sm text-slate-600`} data-testid="circuits-empty">
              {t('list.empty')}
            </p>
          ) : (
            <ul className={`${CARD} divide-y divide-slate-100`} data-testid="circuit-list">
              {circuits.data.map((circuit) => (
                <li key={circuit.id}>
                  <Link
                    to={`/circuits/${circuit.id}`}
                    data-testid="circuit-item"
                    className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500"
                  >
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                      <Icon name="podium" className="size-5" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold text-slate-900">{circuit.name}</span>
                      <span className="block text-xs text-slate-500">
                        {t('list.tournaments', { count: circuit.tournaments })} ·{' '}
                        {t('list.createdAt', { date: formatDate(circuit.createdAt) })}
                      </span>
                    </span>
                    <Icon name="expand" className="size-4 shrink-0 text-slate-400" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <CreateCircuitForm />
      </div>
    </div>
  );
}
