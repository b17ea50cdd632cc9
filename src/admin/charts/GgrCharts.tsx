/** Gross gaming revenue by day (bars over time) and by game (one bar each); loaded lazily with uPlot. */
import { useMemo } from 'react';
import uPlot from 'uplot';
import type { AdminDashboard } from '../../contract/admin';
import { texts } from '../shared/texts';
import { axisStyle, CHART } from './chart-colors';
import UPlotChart from './UPlotChart';

const bars = uPlot.paths.bars?.({ size: [0.6, 48] });

export default function GgrCharts({ dashboard }: { dashboard: AdminDashboard }) {
  const byDay = useMemo(() => {
    const data: uPlot.AlignedData = [dashboard.ggrByDay.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000), dashboard.ggrByDay.map((d) => Number(d.ggr))];
    const options = {
      height: 220,
      legend: { show: false },
      scales: { x: { time: true } },
      axes: [axisStyle, { ...axisStyle, size: 60 }],
      series: [{}, { label: texts.dashboard.ggr, stroke: CHART.bar, fill: CHART.bar, paths: bars, points: { show: false } }],
    };
    return { data, options };
  }, [dashboard.ggrByDay]);

  const byGame = useMemo(() => {
    const games = dashboard.ggrByGame;
    const data: uPlot.AlignedData = [games.map((_, i) => i), games.map((g) => Number(g.ggr))];
    const options = {
      height: 220,
      legend: { show: false },
      scales: { x: { time: false, range: [-0.5, games.length - 0.5] as uPlot.Range.MinMax } },
      axes: [
        { ...axisStyle, splits: () => games.map((_, i) => i), values: (_: uPlot, splits: number[]) => splits.map((i) => texts.codes.games[games[i]?.game ?? ''] ?? games[i]?.game ?? '') },
        { ...axisStyle, size: 60 },
      ],
      series: [{}, { label: texts.dashboard.ggr, stroke: CHART.bar, fill: CHART.bar, paths: bars, points: { show: false } }],
    };
    return { data, options };
  }, [dashboard.ggrByGame]);

  return (
    <div className="charts">
      <section aria-labelledby="ggr-day">
        <h2 id="ggr-day">{texts.dashboard.ggrByDay}</h2>
        <UPlotChart label={texts.dashboard.ggrByDay} options={byDay.options} data={byDay.data} />
      </section>
      <section aria-labelledby="ggr-game">
        <h2 id="ggr-game">{texts.dashboard.ggrByGame}</h2>
        <UPlotChart label={texts.dashboard.ggrByGame} options={byGame.options} data={byGame.data} />
      </section>
    </div>
  );
}
