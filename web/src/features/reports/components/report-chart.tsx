import { useEffect, useId, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** One line or one set of bars of a chart. */
interface ChartSeries {
  label: string;
  values: readonly (number | null)[];
}

/**
 * What a chart draws: `days` a line a series over the period's days, `bars` a bar a series for each
 * of `labels` (a newsletter, an event, an enabler). `labels` are the x axis's words, already in the
 * page's language.
 */
export interface ChartSpec {
  kind: 'days' | 'bars';
  labels: readonly string[];
  series: readonly ChartSeries[];
}

/**
 * The series' colours: each at least 4.5:1 on white (more than WCAG 1.4.11's 3:1 for graphics),
 * told apart by their dashes too, for whoever does not tell the colours apart.
 */
const chartColours = ['#15803d', '#1d4ed8', '#b45309', '#be123c', '#6d28d9', '#334155'] as const;
const dashes: readonly number[][] = [[], [6, 4], [2, 3], [8, 3, 2, 3], [], [6, 4]];
const HEIGHT = 240;
const MIN_WIDTH = 200;
/** The room an axis label needs, in CSS pixels: fewer labels on a narrow screen. */
const LABEL_ROOM = 72;

/**
 * A chart drawn by uPlot, whose code comes in this module's chunk, loaded only when a report has
 * figures to draw (never in a public page's first load). Its width follows its container's, so it fits a phone's screen. The chart is
 * a picture for sighted readers (`aria-hidden`): the table beside it holds the same figures, and
 * its caption says what it shows. It takes no focus and reacts to no pointer.
 */
export function ReportChart({
  spec,
  caption,
  numberFormat,
}: {
  spec: ChartSpec;
  caption: string;
  numberFormat: (value: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const captionId = useId();
  // The same figures drawn again are not redrawn: a section's re-render makes a new but equal spec.
  const [drawn, setDrawn] = useState(spec);
  if (drawn !== spec && JSON.stringify(drawn) !== JSON.stringify(spec)) setDrawn(spec);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const widthOf = () => Math.max(element.clientWidth, MIN_WIDTH);
    const plot = new uPlot(optionsOf(drawn, widthOf(), fontOf(element), numberFormat), dataOf(drawn), element);
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => plot.setSize({ width: widthOf(), height: HEIGHT }));
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      plot.destroy();
    };
  }, [drawn, numberFormat]);

  return (
    // `contain: inline-size`: the drawn chart never widens the page, even in the moment between a
    // window's resize and the chart's own (a phone turned, the layout checks' resized window).
    <figure aria-labelledby={captionId} className="max-w-full min-w-0 [contain:inline-size]">
      <div ref={box} aria-hidden="true" className="w-full max-w-full overflow-hidden [contain:inline-size]" style={{ minHeight: HEIGHT }} />
      <ul aria-hidden="true" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-900">
        {drawn.series.map((series, index) => (
          <li key={series.label} className="flex items-center gap-2">
            <svg width="24" height="8" viewBox="0 0 24 8" className="shrink-0">
              <line
                x1="0"
                y1="4"
                x2="24"
                y2="4"
                stroke={colourOf(index)}
                strokeWidth={drawn.kind === 'bars' ? 8 : 3}
                strokeDasharray={drawn.kind === 'bars' ? undefined : dashOf(index).join(' ')}
              />
            </svg>
            {series.label}
          </li>
        ))}
      </ul>
      <figcaption id={captionId} className="mt-1 text-sm text-gray-700">
        {caption}
      </figcaption>
    </figure>
  );
}

const colourOf = (index: number) => chartColours[index % chartColours.length]!;
const dashOf = (index: number) => dashes[index % dashes.length]!;

/** The font of the page (Malayalam's where the page is in Malayalam), for the axes' words. */
function fontOf(element: Element): string {
  const family = getComputedStyle(element).fontFamily || 'sans-serif';
  return `12px ${family}`;
}

/**
 * The x positions of the data: a day or a label each, at 0, 1, 2…; bars of several series side by
 * side around their label's position, each series with values only at its own positions.
 */
function dataOf(spec: ChartSpec): uPlot.AlignedData {
  const count = spec.labels.length;
  if (spec.kind === 'days' || spec.series.length < 2) {
    return [Array.from({ length: count }, (_, index) => index), ...spec.series.map((series) => [...series.values])];
  }
  const width = spec.series.length;
  const step = 1 / (width + 1);
  const xs: number[] = [];
  const columns = spec.series.map(() => [] as (number | null)[]);
  for (let label = 0; label < count; label += 1) {
    for (let at = 0; at < width; at += 1) {
      xs.push(label + (at - (width - 1) / 2) * step);
      columns.forEach((column, index) => column.push(index === at ? (spec.series[index]!.values[label] ?? null) : null));
    }
  }
  return [xs, ...columns];
}

function optionsOf(spec: ChartSpec, width: number, font: string, numberFormat: (value: number) => string): uPlot.Options {
  const count = spec.labels.length;
  const axisColour = '#374151';
  const gridColour = '#e5e7eb';
  const bars = spec.kind === 'bars' ? uPlot.paths.bars?.({ size: [0.9, 48] }) : undefined;
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    scales: {
      x: { time: false, range: () => [-0.5, Math.max(count - 0.5, 0.5)] },
      y: { range: (_plot, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
    },
    axes: [
      {
        font,
        stroke: axisColour,
        grid: { show: false },
        ticks: { stroke: gridColour },
        // Whole positions only, as many as the width has room for.
        splits: (plot) => {
          const every = Math.max(1, Math.ceil(count / Math.max(1, Math.floor(plot.width / LABEL_ROOM))));
          return Array.from({ length: count }, (_, index) => index).filter((index) => index % every === 0);
        },
        values: (_plot, splits) => splits.map((index) => shorten(spec.labels[index] ?? '')),
      },
      {
        font,
        stroke: axisColour,
        grid: { stroke: gridColour },
        ticks: { stroke: gridColour },
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000, 1_000_000],
        values: (_plot, splits) => splits.map((value) => numberFormat(value)),
        size: 56,
      },
    ],
    series: [
      {},
      ...spec.series.map((series, index) => ({
        label: series.label,
        stroke: colourOf(index),
        width: spec.kind === 'bars' ? 1 : 2,
        dash: spec.kind === 'bars' ? [] : dashOf(index),
        ...(bars ? { paths: bars, fill: colourOf(index), points: { show: false } } : { points: { show: count <= 31 } }),
      })),
    ],
  };
}

/** A label cut to fit under its bar. */
function shorten(label: string): string {
  return label.length > 12 ? `${label.slice(0, 11)}…` : label;
}
