import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { visuallyHidden } from '@/styles/utilities.css';
import { chartColors, watchTheme, type ChartColors } from './chart-colors';
import { bucketTicks } from './chart-ticks';
import { formatBucket, formatNumber } from './format';
import type { AnalyticsSummary } from '@/definitions/analytics-summary';
import * as styles from './dashboard.css';

const HEIGHT = 240;

function options(
  width: number,
  colors: ChartColors,
  bucket: AnalyticsSummary['bucket'],
  onPoint: (index: number | null) => void,
): uPlot.Options {
  const axis = {
    stroke: colors.muted,
    grid: { stroke: colors.grid, width: 1 },
    ticks: { stroke: colors.grid },
  };
  return {
    width,
    height: HEIGHT,
    // The figures are counted in UTC hours and days.
    tzDate: (ts) => new Date(ts * 1000 + new Date(ts * 1000).getTimezoneOffset() * 60_000),
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    hooks: { setCursor: [(plot) => onPoint(plot.cursor.idx ?? null)] },
    scales: { y: { range: (_plot, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
    axes: [
      {
        ...axis,
        splits: (plot) => bucketTicks(Array.from(plot.data[0]), plot.width),
        values: (_plot, ticks) =>
          ticks.map((tick) => formatBucket(new Date(tick * 1000).toISOString(), bucket)),
      },
      { ...axis, size: 48 },
    ],
    series: [
      {},
      { label: 'Page views', stroke: colors.pageViews, width: 2, fill: `${colors.pageViews}22` },
      { label: 'Visitors', stroke: colors.visitors, width: 2, dash: [6, 4] },
    ],
  };
}

/**
 * Page views and visitors per hour or day, drawn by uPlot (loaded with the
 * dashboard only). The canvas is hidden from screen readers; the same
 * figures are in the table beside it.
 */
export function TrafficChart({ summary }: { summary: AnalyticsSummary }) {
  const holder = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | undefined>(undefined);
  const [point, setPoint] = useState<number | null>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    let plot: uPlot | undefined;
    let stopped = false;
    const data: uPlot.AlignedData = [
      summary.series.map((slot) => Date.parse(slot.start) / 1000),
      summary.series.map((slot) => slot.pageViews),
      summary.series.map((slot) => slot.visitors),
    ];

    let draw = () => {};
    const resize = new ResizeObserver(() => plot?.setSize({ width: element.clientWidth, height: HEIGHT }));
    const stopWatching = watchTheme(() => draw());
    void import('uplot').then(({ default: UPlot }) => {
      if (stopped) return;
      draw = () => {
        plot?.destroy();
        plot = new UPlot(
          options(element.clientWidth, chartColors(element), summary.bucket, setPoint),
          data,
          element,
        );
        chart.current = plot;
      };
      draw();
      resize.observe(element);
    });

    return () => {
      stopped = true;
      resize.disconnect();
      stopWatching();
      plot?.destroy();
    };
  }, [summary]);

  function walk(event: KeyboardEvent<HTMLDivElement>) {
    const plot = chart.current;
    const last = summary.series.length - 1;
    if (!plot || last < 0) return;
    const moves: Partial<Record<string, number>> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      Home: -Infinity,
      End: Infinity,
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const index = Math.min(last, Math.max(0, (point ?? last) + move));
    plot.setCursor({ left: plot.valToPos(plot.data[0][index] ?? 0, 'x'), top: 0 });
  }

  const unit = summary.bucket === 'hour' ? 'hour' : 'day';
  const shown = point === null ? undefined : summary.series[point];
  const readout =
    shown &&
    `${formatBucket(shown.start, summary.bucket)}: ${formatNumber(shown.pageViews)} page views, ${formatNumber(shown.visitors)} visitors`;
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.legend}>
        <span className={styles.legendPageViews}>Page views</span>
        <span className={styles.legendVisitors}>Visitors</span>
        <span className={visuallyHidden}>per {unit}, shown in the table below</span>
      </figcaption>
      <p className={styles.readout} aria-hidden="true">
        {readout ?? `Point at the chart, or focus it and use the arrow keys, for each ${unit}'s figures.`}
      </p>
      {/* A slider over the buckets: the arrow keys walk the chart as the pointer does. */}
      <div
        ref={holder}
        className={styles.canvas}
        role="slider"
        aria-label={`Page views and visitors per ${unit}`}
        aria-valuemin={0}
        aria-valuemax={Math.max(0, summary.series.length - 1)}
        aria-valuenow={point ?? summary.series.length - 1}
        aria-valuetext={readout ?? 'Use the arrow keys to read each figure'}
        tabIndex={0}
        onKeyDown={walk}
        onBlur={() => chart.current?.setCursor({ left: -10, top: -10 })}
      />
      <table className={visuallyHidden}>
        <caption>Page views and visitors per {unit} (UTC)</caption>
        <thead>
          <tr>
            <th scope="col">{unit === 'hour' ? 'Hour' : 'Day'}</th>
            <th scope="col">Page views</th>
            <th scope="col">Visitors</th>
          </tr>
        </thead>
        <tbody>
          {summary.series.map((slot) => (
            <tr key={slot.start}>
              <th scope="row">{formatBucket(slot.start, summary.bucket)}</th>
              <td>{formatNumber(slot.pageViews)}</td>
              <td>{formatNumber(slot.visitors)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
