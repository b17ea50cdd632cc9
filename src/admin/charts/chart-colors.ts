/** The charts' colours: readable on the light and the dark scheme alike. */
export const CHART = {
  bar: '#3b82f6',
  negative: '#ef4444',
  expected: '#9ca3af',
  actual: '#16a34a',
  interval: '#f59e0b',
  axis: '#8b8f98',
  grid: 'rgba(139, 143, 152, 0.25)',
};

export const axisStyle = { stroke: CHART.axis, grid: { stroke: CHART.grid, width: 1 }, ticks: { stroke: CHART.grid, width: 1 } };
