/** Types for build-if-stale.mjs, which the start script and the bench share. */
export function buildIfStale(): boolean;
