/**
 * Section 1, size: the initial JS and CSS of `/`, each route chunk and the service worker, from
 * scripts/size.mjs (the same figures `npm run size` prints), beside the reference page's JS.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { notAvailable, verdict, type Row } from './report';
import { kb, ratio } from './stats';

interface Asset {
  file: string;
  raw: number;
  gzip: number;
}
interface SizeReport {
  initialJs: { raw: number; gzip: number; files: string[] };
  initialCss: { raw: number; gzip: number };
  budgetGzip: number;
  withinBudget: boolean;
  chunks: Asset[];
}

const ROOT = join(import.meta.dirname, '..');

function sizeOf(dir: string): SizeReport {
  const args = ['scripts/size.mjs', '--json', '--dir', dir];
  try {
    return JSON.parse(execFileSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' })) as SizeReport;
  } catch (error) {
    // Exit code 2 means over budget; the JSON is still on stdout.
    const stdout = (error as { stdout?: string }).stdout;
    if (stdout) return JSON.parse(stdout) as SizeReport;
    throw error;
  }
}

/** HomeScreen-abc123.js and HomeScreen-def456.css are one route: group by the name before the hash. */
function routeChunks(report: SizeReport): Map<string, { js: number; css: number; raw: number }> {
  const routes = new Map<string, { js: number; css: number; raw: number }>();
  for (const asset of report.chunks) {
    const match = /^assets\/(\w+(?:Screen|Layout))-[\w-]+\.(js|css)$/.exec(asset.file);
    if (!match) continue;
    const route = routes.get(match[1]!) ?? { js: 0, css: 0, raw: 0 };
    route[match[2] === 'js' ? 'js' : 'css'] += asset.gzip;
    route.raw += asset.raw;
    routes.set(match[1]!, route);
  }
  return routes;
}

export function measureSize(appDir: string, referenceDir: string): { rows: Row[]; details: unknown } {
  const app = sizeOf(appDir);
  const reference = sizeOf(referenceDir);
  const section = 'Size';
  const rows: Row[] = [
    {
      section,
      metric: 'initial JS of / (gzip)',
      figure: `${kb(app.initialJs.gzip)} (${app.initialJs.gzip.toLocaleString('en-US')} B; ${kb(app.initialJs.raw)} raw)`,
      reference: `${kb(reference.initialJs.gzip)} one-div React page`,
      ratio: ratio(app.initialJs.gzip / reference.initialJs.gzip),
      bar: `<= ${kb(app.budgetGzip)} (${app.budgetGzip.toLocaleString('en-US')} B)`,
      status: verdict(app.withinBudget),
    },
    {
      section,
      metric: 'initial CSS of / (gzip)',
      figure: `${kb(app.initialCss.gzip)} (${kb(app.initialCss.raw)} raw)`,
      reference: '-',
      ratio: '-',
      bar: '-',
      status: 'info',
    },
  ];
  for (const [name, route] of routeChunks(app)) {
    const figure = `${kb(route.js)} JS${route.css ? ` + ${kb(route.css)} CSS` : ''} (${kb(route.raw)} raw)`;
    rows.push({ section, metric: `route chunk ${name} (gzip)`, figure, reference: '-', ratio: '-', bar: 'lazy', status: 'info' });
  }
  const sw = app.chunks.find((asset) => asset.file === 'sw.js');
  rows.push(
    sw
      ? { section, metric: 'service worker sw.js (gzip)', figure: `${kb(sw.gzip)} (${kb(sw.raw)} raw)`, reference: '-', ratio: '-', bar: '-', status: 'info' }
      : notAvailable(section, 'service worker sw.js (gzip)', '-', 'feature missing: no sw.js in the build'),
  );
  return { rows, details: { app, reference } };
}
