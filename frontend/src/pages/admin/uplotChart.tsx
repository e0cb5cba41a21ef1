import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  readonly label: string;
  readonly color: string;
  readonly format: (value: number) => string;
}

/** Tick steps on the day axis (x is a day's position): days, weeks, months, quarters, years. */
const DAY_STEPS = [1, 2, 7, 14, 30, 61, 91, 182, 365];
/** uPlot's own axis font, for the moment before it sets one. */
const AXIS_FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
/** Room left of the value axis's labels, in CSS pixels. */
const AXIS_MARGIN = 6;
/** Counts tick in whole numbers; money in centavo-friendly steps. */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 50_000, 100_000];

/**
 * The uPlot drawing itself, in a chunk of its own: only the Estatísticas and Financeiro tabs load
 * it. It follows its box's width; the axes and the legend use the given formats.
 */
export function UplotChart({
  data,
  series,
  formatDay,
  height = 220,
  wholeNumbers = false,
}: {
  readonly data: [number[], ...number[][]];
  readonly series: readonly ChartSeries[];
  /** The label of the day at a position of the series. */
  readonly formatDay: (position: number) => string;
  readonly height?: number;
  readonly wholeNumbers?: boolean;
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
      // The legend names the series; the exact values are in the table under the chart.
      legend: { show: series.length > 1, live: false },
      scales: {
        // One day alone gets a day either side instead of a range of hours.
        x: { time: false },
        y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
      },
      axes: [
        {
          stroke: '#64748b',
          grid: { stroke: '#f1f5f9' },
          values: (_u, ticks) => ticks.map((tick) => formatDay(tick)),
          incrs: DAY_STEPS,
          space: 60,
        },
        {
          stroke: '#64748b',
          grid: { stroke: '#f1f5f9' },
          // As wide as its widest label ("R$ 1.500,00"), so no label loses its first letters.
          size: (self, values, axisIndex) => {
            const axis = self.axes[axisIndex]!;
            const longest = (values ?? []).reduce((a, b) => (b.length > a.length ? b : a), '');
            // uPlot keeps an axis's font as [css, size] once drawn, whatever its type says.
            const font = axis.font as unknown as readonly [string, number] | string | undefined;
            self.ctx.font = (Array.isArray(font) ? font[0] : font) ?? AXIS_FONT;
            const labelWidth = self.ctx.measureText(longest).width / devicePixelRatio;
            return Math.ceil((axis.ticks?.size ?? 10) + (axis.gap ?? 5) + labelWidth + AXIS_MARGIN);
          },
          ...(wholeNumbers ? { incrs: WHOLE_STEPS } : {}),
          values: (_u, ticks) => ticks.map((tick) => (first ? first.format(tick) : String(tick))),
        },
      ],
      series: [
        {},
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
    // uPlot widens a single x value on its own terms; half a day either side keeps it centred.
    chart.setScale('x', { min: -0.5, max: data[0].length - 0.5 });
    const observer = new ResizeObserver(() => {
      chart.setSize({ width: Math.max(element.clientWidth, 200), height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [data, series, formatDay, height, wholeNumbers]);
  return <div ref={box} aria-hidden="true" className="w-full min-w-0 overflow-hidden" />;
}
