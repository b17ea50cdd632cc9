/**
 * Return to player per option: the expected return (grey dash), the 95% interval chance alone
 * gives for that many orders (amber whisker) and the actual return (green dot). A dot outside its
 * whisker is worth a look; with few orders the whisker is long and says little.
 */
import { useMemo } from 'react';
import type uPlot from 'uplot';
import type { OptionReturn } from '../../contract/admin';
import { texts } from '../shared/texts';
import { axisStyle, CHART } from './chart-colors';
import UPlotChart from './UPlotChart';

const label = (option: string, short: boolean) => (short ? option.replace(/^lottery_/, 'L').replace(/^lucky_number$/, 'lucky') : option);
const asPercent = (_: uPlot, value: number | null) => (value === null ? '—' : `${value.toFixed(2)}%`);
const pointsOnly = (color: string, size: number) => ({ stroke: color, fill: color, paths: () => null, points: { show: true, size, stroke: color, fill: color } });

function whiskers(rows: OptionReturn[]) {
  return (u: uPlot) => {
    const { ctx } = u;
    ctx.save();
    ctx.strokeStyle = CHART.interval;
    ctx.lineWidth = 3 * devicePixelRatio;
    rows.forEach((row, i) => {
      if (!row.interval) return;
      const x = u.valToPos(i, 'x', true);
      const cap = 8 * devicePixelRatio;
      const [top, bottom] = [u.valToPos(row.interval.high * 100, 'y', true), u.valToPos(row.interval.low * 100, 'y', true)];
      ctx.beginPath();
      ctx.moveTo(x, top);
      ctx.lineTo(x, bottom);
      ctx.moveTo(x - cap, top);
      ctx.lineTo(x + cap, top);
      ctx.moveTo(x - cap, bottom);
      ctx.lineTo(x + cap, bottom);
      ctx.stroke();
    });
    ctx.restore();
  };
}

export default function ReturnChart({ rows }: { rows: OptionReturn[] }) {
  const chart = useMemo(() => {
    const values = rows.flatMap((r) => [r.expectedReturn, r.actualReturn, r.interval?.low ?? null, r.interval?.high ?? null]).filter((v): v is number => v !== null).map((v) => v * 100);
    const [min, max] = [Math.min(90, ...values), Math.max(100, ...values)];
    const data: uPlot.AlignedData = [rows.map((_, i) => i), rows.map((r) => r.expectedReturn * 100), rows.map((r) => (r.actualReturn === null ? null : r.actualReturn * 100))];
    const options: Omit<uPlot.Options, 'width'> = {
      height: 260,
      scales: { x: { time: false, range: [-0.5, rows.length - 0.5] }, y: { range: [Math.floor(min - 1), Math.ceil(max + 1)] } },
      axes: [
        // On a phone the option names collide: lottery_1 becomes L1, lucky_number lucky.
        { ...axisStyle, splits: () => rows.map((_, i) => i), values: (u, splits) => splits.map((i) => label(rows[i]?.option ?? '', u.width < 560)) },
        { ...axisStyle, size: 50, values: (_, splits) => splits.map((v) => `${v}%`) },
      ],
      series: [
        { label: texts.dashboard.option, value: (_, i) => { const option = i === null ? undefined : rows[i]?.option; return option === undefined ? '—' : (texts.codes.options[option] ?? option); } },
        { label: texts.dashboard.expected, ...pointsOnly(CHART.expected, 14), value: asPercent },
        { label: texts.dashboard.actual, ...pointsOnly(CHART.actual, 10), value: asPercent },
      ],
      hooks: { draw: [whiskers(rows)] },
    };
    return { data, options };
  }, [rows]);
  return <UPlotChart label={texts.dashboard.returns} options={chart.options} data={chart.data} />;
}
