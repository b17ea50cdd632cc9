// Preloaded by the compiled server and admin CLI (scripts/server-command.mjs) instead of
// `--enable-source-maps`: the same source-mapped stack traces (our TypeScript files and lines),
// and on Node 24 about 25 MB less heap and 45-50 MB less resident memory for the same start
// (docs/performance.md, "Server footprint on Node 24"). It runs before the entry module is
// loaded, so the entry's map is registered like any other.
import nodeModule from 'node:module';

// setSourceMapsSupport is Node 22.14+; `engines` allows 22.12, where process's switch does the same.
if (typeof nodeModule.setSourceMapsSupport === 'function') nodeModule.setSourceMapsSupport(true);
else process.setSourceMapsEnabled(true);
