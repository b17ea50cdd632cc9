/**
 * uPlot (docs/back-office.md, "Screens": small, fast, canvas) in a React element: drawn when the
 * options or data change, as wide as its container (a phone gets a narrow chart, not a scroll).
 * A canvas says nothing to a screen reader: each chart has a label, and the numbers it draws are
 * also in a table or list beside it.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

interface UPlotChartProps {
  label: string;
  options: Omit<uPlot.Options, 'width'>;
  data: uPlot.AlignedData;
}

export default function UPlotChart({ label, options, data }: UPlotChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = new uPlot({ ...options, width: element.clientWidth || 600 }, data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: options.height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [options, data]);
  // A canvas uPlot draws into, named as one picture; <img> cannot hold it.
  // oxlint-disable-next-line prefer-tag-over-role
  return <div ref={box} className="chart" role="img" aria-label={label} />;
}
