/**
 * What a logout clears besides the credentials (docs/sessions.md), registered by whoever holds the
 * player's data: the query cache and its saved copy (app/PersistedQueries.tsx), the event stream's
 * resume point and the service worker's stream (app/events/start-event-channel.ts). Kept apart
 * from logout.ts so registering costs the initial JS a few bytes.
 */
type Cleanup = () => void | Promise<void>;
const cleanups = new Set<Cleanup>();

/** Registers what to clear on logout; returns how to unregister it. */
export function onLogout(cleanup: Cleanup): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Runs every cleanup; one that fails does not stop the others. */
export async function runLogoutCleanups(): Promise<void> {
  await Promise.allSettled([...cleanups].map(async (cleanup) => cleanup()));
}
