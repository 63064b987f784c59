/**
 * The study-time bar chart (issue 23 item 6) on Apache ECharts, imported only by the study-data section once it
 * is in the browser: the echarts modules form a chunk of their own that no other page loads. Only the parts the
 * chart uses are registered (bar series, grid, tooltip, SVG renderer), which keeps that chunk small.
 */
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerParts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

registerParts([BarChart, GridComponent, TooltipComponent, SVGRenderer]);

export interface StudyChartInput {
  labels: string[];
  /** Minutes per day, oldest first. */
  minutes: number[];
  rtl: boolean;
  /** Formats a value for the tooltip ("12 minutes"). */
  format: (minutes: number) => string;
}

/** Draws the chart into `element`; returns what removes it. */
export function drawStudyChart(element: HTMLElement, input: StudyChartInput): () => void {
  const style = getComputedStyle(element);
  const color = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const chart = init(element, null, { renderer: 'svg' });
  chart.setOption({
    animation: false,
    aria: { enabled: false },
    grid: { left: 8, right: 8, top: 16, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value: unknown) => input.format(Number(value)),
    },
    xAxis: {
      type: 'category',
      data: input.labels,
      // Right-to-left pages read the days from the right.
      inverse: input.rtl,
      axisLabel: { color: color('--color-text-muted', '#4b5563'), hideOverlap: true },
      axisLine: { lineStyle: { color: color('--color-border', '#d9dde7') } },
    },
    yAxis: {
      type: 'value',
      position: input.rtl ? 'right' : 'left',
      minInterval: 1,
      axisLabel: { color: color('--color-text-muted', '#4b5563') },
      splitLine: { lineStyle: { color: color('--color-border', '#d9dde7') } },
    },
    series: [
      {
        type: 'bar',
        data: input.minutes,
        itemStyle: { color: color('--color-primary', '#1d4ed8'), borderRadius: [3, 3, 0, 0] },
        barMaxWidth: 18,
      },
    ],
  });
  const observer = new ResizeObserver(() => chart.resize());
  observer.observe(element);
  return () => {
    observer.disconnect();
    chart.dispose();
  };
}
