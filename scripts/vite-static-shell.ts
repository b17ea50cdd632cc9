/**
 * The build's static shell (docs/performance.md, "The static shell"): home as a first-time English
 * player sees it before any answer, rendered from the real components with react-dom/server
 * (src/app/static-shell/render-static-shell.tsx, loaded through a Vite server in SSR mode so it
 * gets the app's aliases and defines), put in index.html as an inert <template> beside
 * src/app/static-shell/show/ (bundled into static-shell.js), which shows it when the app will show the same. Home's chunk CSS is
 * linked from <head> so the shell paints styled before that chunk loads.
 */
import { minify } from 'terser';
import { createServer, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { DEFAULT_GAME } from '../src/contract/games.ts';
import { STORAGE_NAMES } from '../src/contract/storage-names.ts';
import { PERSIST_MAX_AGE_MS } from '../src/contract/saved-data.ts';
import { bundleShowScript } from './static-shell-script.ts';

const RENDER_MODULE = '/src/app/static-shell/render-static-shell.tsx';
/** The classic script that decides what to show; emitted minified, ES5 kept (terser, not oxc: oxc's output is ES2015+). */
const SHOW_SCRIPT_NAME = 'static-shell.js';
const HOME_SCREEN = /[/\\]features[/\\]home[/\\]routes[/\\]HomeScreen\.tsx$/;

async function renderShell(config: ResolvedConfig): Promise<string> {
  const server = await createServer({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  });
  try {
    const module = (await server.ssrLoadModule(RENDER_MODULE)) as { renderStaticShell: () => string };
    return withoutSuspenseMarkers(module.renderStaticShell());
  } finally {
    await server.close();
  }
}

/**
 * renderToString leaves a marker (and, for a lazy component, a <template> with the reason) where
 * a Suspense boundary showed its fallback; nothing hydrates this HTML, so they only cost bytes.
 */
function withoutSuspenseMarkers(html: string): string {
  return html.replace(/<!--\$[!?]?-->(?:<template[^>]*><\/template>)?|<!--\/\$-->|<!-- -->/g, '');
}

/** Home's chunk and the chunks it imports statically, each with the CSS it imports. */
function homeFiles(bundle: Rolldown.OutputBundle | undefined): { js: string[]; css: string[] } {
  if (!bundle) return { js: [], css: [] };
  const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
  const home = chunks.find((chunk) => chunk.facadeModuleId !== null && HOME_SCREEN.test(chunk.facadeModuleId));
  if (!home) throw new Error('static shell: no HomeScreen chunk in the bundle');
  const css = new Set<string>();
  const js: string[] = [];
  const visit = (chunk: Rolldown.OutputChunk | undefined, seen: Set<string>) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    js.push(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const name of chunk.imports) visit(bundle[name] as Rolldown.OutputChunk | undefined, seen);
  };
  visit(home, new Set());
  return { js, css: [...css] };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** `buildId`: the build's name, half of the saved query cache's buster (src/lib/query-persist.ts). */
export function staticShell({ buildId }: { buildId: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'sendswin-static-shell',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // It blocks the parser where it stands (it must run before the page paints): its bytes are
    // on the way to the first paint, so it ships without its comments and long names.
    async generateBundle() {
      const { code } = await minify(await bundleShowScript(), { ecma: 5, compress: true, mangle: true });
      if (!code) throw new Error('static shell: the show script minified to nothing');
      this.emitFile({ type: 'asset', fileName: SHOW_SCRIPT_NAME, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const markup = await renderShell(config);
        if (!html.includes('<div id="root">')) throw new Error('static shell: index.html has no <div id="root">');
        const home = homeFiles(context.bundle);
        const links = home.css
          .filter((file) => !html.includes(file)) // the entry's own CSS is linked already
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', href: `${config.base}${file}` },
            injectTo: 'head' as const,
          }));
        // Every stylesheet the page links from the start: a screen snapshot need not carry them.
        const linkedCss = [...html.matchAll(/<link rel="stylesheet"[^>]*? href="([^"]+)"/g)].map((match) => match[1]!);
        const attributes = [
          ['id', 'static-shell-template'],
          ['data-game', DEFAULT_GAME],
          ['data-settings-key', STORAGE_NAMES.shellSettings],
          ['data-query-cache-key', STORAGE_NAMES.queryCache],
          // What a screen snapshot is checked against (src/app/static-shell/keep-screen-snapshots.ts).
          ['data-snapshot-key', STORAGE_NAMES.screenSnapshot],
          ['data-auth-cookie', STORAGE_NAMES.authCookie],
          ['data-build', buildId],
          ['data-max-age', String(PERSIST_MAX_AGE_MS)],
          ['data-linked-css', [...linkedCss, ...links.map((link) => link.attrs.href)].join(' ')],
          // Home's chunks the entry does not load itself, which the app links a few per task at
          // start (src/app/static-shell/preload-start-chunks.ts). Not links here: they are not
          // needed for the first paint, and the page would fetch them on every path.
          ['data-start-chunks', home.js.filter((file) => !html.includes(file)).map((file) => `${config.base}${file}`).join(' ')],
        ]
          .map(([name, value]) => `${name}="${escapeAttribute(value!)}"`)
          .join(' ');
        // inert: the shell's controls do nothing (nothing hydrates them); the app replaces it.
        const shell = `<template ${attributes}><div id="static-shell" inert>${markup}</div></template>\n    <script src="${config.base}${SHOW_SCRIPT_NAME}"></script>\n    `;
        return { html: html.replace('<div id="root">', `${shell}<div id="root">`), tags: links };
      },
    },
  };
}
