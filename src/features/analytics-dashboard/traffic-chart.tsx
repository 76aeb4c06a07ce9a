import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { visuallyHidden } from '@/styles/utilities.css';
import { chartColors, watchTheme, type ChartColors } from './chart-colors';
import { formatBucket, formatNumber } from './format';
import type { AnalyticsSummary } from './summary';
import * as styles from './dashboard.css';

const HEIGHT = 240;

function options(width: number, colors: ChartColors, bucket: AnalyticsSummary['bucket']): uPlot.Options {
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
    scales: { y: { range: (_plot, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
    axes: [
      {
        ...axis,
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
        plot = new UPlot(options(element.clientWidth, chartColors(element), summary.bucket), data, element);
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

  const unit = summary.bucket === 'hour' ? 'hour' : 'day';
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.legend}>
        <span className={styles.legendPageViews}>Page views</span>
        <span className={styles.legendVisitors}>Visitors</span>
        <span className={visuallyHidden}>per {unit}, shown in the table below</span>
      </figcaption>
      <div ref={holder} className={styles.canvas} aria-hidden="true" />
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
