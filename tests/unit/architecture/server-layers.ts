/**
 * The server's layers, bottom to top (docs/architecture.md, "The server's layers"): a folder (or a
 * file at the top of server/, a unit of its own) imports folders of its own layer and of the layers
 * below, never above. Inside a layer any direction goes as long as no loop forms, which the folder
 * cycle check catches.
 */
export const SERVER_LAYERS: readonly { name: string; units: readonly string[] }[] = [
  // Plumbing that knows no player: the database, HTTP helpers, Telegram's and TON's protocols, the settings.
  { name: 'ground', units: ['failpoint', 'db', 'http', 'telegram', 'ton', 'admin-config', 'compliance', 'config'] },
  // One kind of record each, with the SQL that owns it and the rules that read only it.
  { name: 'records', units: ['users', 'books', 'protection', 'cache', 'events', 'bot-outbox', 'rate-limit', 'revenue', 'deposits'] },
  // The flows that move money through the books: payments, then withdrawals, referrals and game over them.
  { name: 'money', units: ['payments', 'withdrawals', 'referrals', 'game', 'complaints', 'harm', 'verification'] },
  // Who is calling: first login, credentials, the bot, and the instance's own life (readiness, drain).
  { name: 'sign-in', units: ['onboarding', 'auth', 'bot', 'cluster'] },
  // What answers the outside: the routes, the back office, the scripts and the entry points.
  { name: 'surface', units: ['routes', 'admin', 'admin-commands', 'admin-cli', 'dev', 'dev/telegram-host', 'dev-banner', 'app', 'main'] },
];

const LEVEL = new Map<string, number>(SERVER_LAYERS.flatMap(({ units }, level) => units.map((unit) => [`server/${unit}`, level] as const)));

/** The server's imports that go up a layer, and its units that sit in no layer, given the folder graph. */
export function serverLayerViolations(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const name = (level: number) => SERVER_LAYERS[level]?.name;
  return [...graph].flatMap(([from, targets]) => {
    if (!from.startsWith('server/')) return [];
    const mine = LEVEL.get(from);
    if (mine === undefined) return [`${from} is in no layer (tests/unit/architecture/server-layers.ts)`];
    return [...targets]
      .filter((to) => to.startsWith('server/') && (LEVEL.get(to) ?? Infinity) > mine)
      .map((to) => `${from} (${name(mine)}) imports ${to} (${name(LEVEL.get(to) ?? -1) ?? 'no layer'})`);
  });
}
