import { formatDayMonth } from '@rodada/events/contracts';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { chartData, type DailyField, type DailySeries, fillDays } from './adminMath';
import { CARD, EmptyNote } from './adminUi';
import type { ChartSeries } from './uplotChart';

const UplotChart = lazy(async () => ({ default: (await import('./uplotChart')).UplotChart }));

export interface DailyChartSeries extends ChartSeries {
  readonly field: DailyField;
}

/**
 * A day-by-day chart with its figures as a table for screen readers and anyone who prefers numbers
 * (a <details> under the chart); the drawing is hidden from assistive technology.
 */
export function DailyChart({
  title,
  daily,
  series,
  testId,
}: {
  readonly title: string;
  readonly daily: DailySeries;
  readonly series: readonly DailyChartSeries[];
  readonly testId?: string;
}) {
  const { t } = useTranslation('admin');
  const fields = useMemo(() => series.map((s) => s.field), [series]);
  const data = useMemo(() => chartData(daily, fields), [daily, fields]);
  const days = useMemo(() => fillDays(daily), [daily]);
  const formatDay = useMemo(() => {
    return (position: number) => {
      const day = days[position];
      return day ? formatDayMonth(day.date) : '';
    };
  }, [days]);
  const empty = days.every((day) => fields.every((field) => day[field] === 0));

  return (
    <section className={`${CARD} grid min-w-0 gap-3 p-5 sm:p-6`} data-testid={testId}>
      <h3 className="text-base font-bold text-slate-900">{title}</h3>
      {empty ? (
        <EmptyNote>{t('charts.empty')}</EmptyNote>
      ) : (
        <Suspense fallback={<Spinner />}>
          <UplotChart
            data={data}
            series={series}
            formatDay={formatDay}
            wholeNumbers={!fields.includes('revenue')}
          />
        </Suspense>
      )}
      {days.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-brand-700">{t('charts.table')}</summary>
          <div className="mt-2 max-h-64 overflow-auto rounded-xl border border-slate-100">
            <table className="w-full text-left">
              <caption className="sr-only">{title}</caption>
              <thead className="bg-slate-50 text-xs text-slate-500">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('charts.day')}
                  </th>
                  {series.map((s) => (
                    <th key={s.field} scope="col" className="px-3 py-2 text-right">
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 tabular-nums">
                {days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row" className="px-3 py-1.5 font-normal text-slate-600">
                      {formatDayMonth(day.date)}
                    </th>
                    {series.map((s) => (
                      <td key={s.field} className="px-3 py-1.5 text-right text-slate-800">
                        {s.format(s.field === 'revenue' ? day.revenue / 100 : day[s.field])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
    </section>
  );
}
