/**
 * A screen puts `snapshotReady` on the element that shows its loaded content (the history list):
 * while it is on screen and nothing is still loading, the app keeps the screen's look for the next
 * start (app/static-shell/keep-screen-snapshots.ts, docs/performance.md "The screen snapshot").
 * A data attribute, so a feature needs nothing from the app to take part.
 */
export const snapshotReady = { 'data-snapshot-ready': '' } as const;

export const SNAPSHOT_READY_SELECTOR = '[data-snapshot-ready]';
