// `npm run size`: what `/` costs to load (the entry script, its modulepreloads and stylesheets,
// as dist/app/index.html names them), every other chunk, and the 100 KB gzip budget for initial JS.
// `--json` prints the figures as JSON for the bench; `--dir <folder>` measures another build (the
// bench's reference page).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dirArg = process.argv.indexOf('--dir');
const DIST = dirArg >= 0 ? process.argv[dirArg + 1] : 'dist/app';
const BUDGET_GZIP = 100 * 1024;

if (!existsSync(join(DIST, 'index.html'))) {
  console.error(`No build in ${DIST}: run \`npm run build\` first.`);
  process.exit(1);
}

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const initial = new Set(
  [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="(?:\.?\/)?([^"]+\.(?:js|css))"/g)].map((m) => m[1]),
);

function measure(file) {
  const bytes = readFileSync(join(DIST, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const assets = readdirSync(join(DIST, 'assets'))
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => measure(`assets/${name}`));
const extra = ['sw.js'].filter((f) => existsSync(join(DIST, f))).map(measure);
const initialJs = assets.filter((a) => initial.has(a.file) && a.file.endsWith('.js'));
const initialCss = assets.filter((a) => initial.has(a.file) && a.file.endsWith('.css'));
const sum = (list, key) => list.reduce((n, a) => n + a[key], 0);
const report = {
  initialJs: { raw: sum(initialJs, 'raw'), gzip: sum(initialJs, 'gzip'), files: initialJs.map((a) => a.file) },
  initialCss: { raw: sum(initialCss, 'raw'), gzip: sum(initialCss, 'gzip') },
  budgetGzip: BUDGET_GZIP,
  withinBudget: sum(initialJs, 'gzip') <= BUDGET_GZIP,
  chunks: [...assets, ...extra],
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log('file'.padEnd(48), 'raw'.padStart(10), 'gzip'.padStart(10), '');
  for (const a of report.chunks) console.log(a.file.padEnd(48), kb(a.raw).padStart(10), kb(a.gzip).padStart(10), initial.has(a.file) ? 'initial' : '');
  console.log(`\nInitial JS for /: ${kb(report.initialJs.raw)} raw, ${kb(report.initialJs.gzip)} gzip (budget ${kb(BUDGET_GZIP)}: ${report.withinBudget ? 'pass' : 'OVER'})`);
  console.log(`Initial CSS for /: ${kb(report.initialCss.raw)} raw, ${kb(report.initialCss.gzip)} gzip`);
}
process.exit(report.withinBudget ? 0 : 2);
