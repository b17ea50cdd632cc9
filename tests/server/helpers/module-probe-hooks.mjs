// The resolve hook of module-probe.mjs (module hooks run on their own thread).
import { appendFileSync } from 'node:fs';

let log = '';
let match = '';

export function initialize(data) {
  ({ log, match } = data);
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (resolved.url.includes(match)) appendFileSync(log, `esm ${resolved.url}\n`);
  return resolved;
}
