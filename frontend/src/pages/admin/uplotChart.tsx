import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  readonly label: string;
  readonly color: string;
  readonly format: (value: number) => string;
}

/**
 * The uPlot drawing itself, in a chunk of its own: only the Estatísticas and Financeiro tabs load
 * it. It follows its box's width; the axes and the legend use the given formats.
 */
export function UplotChart({
  data,
  series,
  formatDay,
  height = 220,
}: {
  readonly data: [number[], ...number[][]];
  readonly series: readonly ChartSeries[];
  readonly formatDay: (seconds: number) => string;
  readonly height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const first = series[0];
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height,
      cursor: { drag: { x: false, y: false } },
      legend: { show: true },
      scales: { x: { time: false } },
      axes: [
        {
          stroke: '#64748b',
          grid: { stroke: '#f1f5f9' },
          values: (_u, ticks) => ticks.map((tick) => formatDay(tick)),
          space: 70,
        },
        {
          stroke: '#64748b',
          grid: { stroke: '#f1f5f9' },
          size: 70,
          values: (_u, ticks) => ticks.map((tick) => (first ? first.format(tick) : String(tick))),
        },
      ],
      series: [
        { label: '', value: (_u, value) => (value == null ? '' : formatDay(value)) },
        ...series.map((s) => ({
          label: s.label,
          stroke: s.color,
          width: 2,
          fill: `${s.color}1f`,
          points: { show: data[0].length < 40 },
          value: (_u: uPlot, value: number | null) => (value == null ? '' : s.format(value)),
        })),
      ],
    };
    const chart = new uPlot(options, data, element);
    const observer = new ResizeObserver(() => {
      chart.setSize({ width: Math.max(element.clientWidth, 200), height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [data, series, formatDay, height]);
  return <div ref={box} aria-hidden="true" className="w-full min-w-0 overflow-hidden" />;
}
