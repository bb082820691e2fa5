/**
 * The 30-day sales as stacked bars, one colour per channel: Chart.js with only the pieces it draws
 * (bar controller and element, category and linear scales, tooltip), in a chunk of its own that the
 * home imports after its figures have drawn. The legend is the page's own (SalesHistory: text, in
 * the reading direction, the table's swatches), not the canvas'. In Arabic the days run from the right and the
 * amounts' axis stands on the right. The canvas is an image named by a sentence; the table beside it
 * (SalesHistory) is the text alternative.
 */
import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import type { ChartConfiguration } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface ChartSeries {
  readonly label: string;
  /** Centimes, one per day. */
  readonly totals: readonly number[];
  readonly colour: string;
}

export interface SalesChartData {
  /** The days' labels, oldest first. */
  readonly days: readonly string[];
  readonly series: readonly ChartSeries[];
  readonly rtl: boolean;
  /** What a screen reader hears for the drawing. */
  readonly summary: string;
  readonly axisTitle: string;
  /** A tooltip's line: the channel and its amount that day. */
  readonly tooltipLine: (label: string, centimes: number) => string;
  /** A short amount for the axis (centimes in, e.g. "12 k"). */
  readonly formatTick: (centimes: number) => string;
  /** Text, grid and font colours of the theme. */
  readonly ink: { readonly text: string; readonly grid: string; readonly font: string };
}

function configOf(props: SalesChartData): ChartConfiguration<'bar', number[], string> {
  const { rtl, ink } = props;
  const font = { family: ink.font };
  return {
    type: 'bar',
    data: {
      labels: [...props.days],
      datasets: props.series.map((series) => ({
        label: series.label,
        data: [...series.totals],
        backgroundColor: series.colour,
        stack: 'sales',
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      locale: document.documentElement.lang || undefined,
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: {
          stacked: true,
          reverse: rtl,
          grid: { display: false },
          ticks: { color: ink.text, font, maxRotation: 0, autoSkipPadding: 8 },
        },
        y: {
          stacked: true,
          position: rtl ? 'right' : 'left',
          beginAtZero: true,
          grid: { color: ink.grid },
          title: { display: true, text: props.axisTitle, color: ink.text, font },
          ticks: { color: ink.text, font, callback: (value) => props.formatTick(Number(value)) },
        },
      },
      plugins: {
        legend: { display: false },
        tooltip: {
          rtl,
          textDirection: rtl ? 'rtl' : 'ltr',
          callbacks: { label: (item) => props.tooltipLine(item.dataset.label ?? '', item.parsed.y ?? 0) },
        },
      },
    },
  };
}

/** `chart` is drawn anew when it changes: give it memoised. */
export function SalesChart({ chart }: { chart: SalesChartData }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const drawn = new Chart(canvas.current, configOf(chart));
    return () => drawn.destroy();
  }, [chart]);
  return (
    <div className="home-chart">
      <canvas ref={canvas} role="img" aria-label={chart.summary} />
    </div>
  );
}
