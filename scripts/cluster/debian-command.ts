/**
 * A command from one of Debian's packages (HAProxy for `npm run cluster`, wrk for the bench's
 * orders section), installed with apt-get when missing and we are root. Throws a one-line reason
 * when it cannot be had (tests skip on it, saying why).
 */
import { execFileSync } from 'node:child_process';

function which(command: string): string | null {
  try {
    return execFileSync('sh', ['-c', `command -v ${command}`]).toString().trim() || null;
  } catch {
    return null;
  }
}

/** The path of `command` (or of one of `alternatives`: /usr/sbin is not always on PATH). */
export function ensureDebianCommand(command: string, pkg: string, alternatives: readonly string[] = []): string {
  const find = () => [command, ...alternatives].map(which).find((path) => path !== null) ?? null;
  const found = find();
  if (found) return found;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    throw new Error(`${command} is not installed and we are not root to install it: run \`apt-get install ${pkg}\``);
  }
  try {
    // Another install (a test file's, the global setup's) may hold dpkg's lock: wait for it.
    execFileSync('sh', ['-c', `apt-get -o DPkg::Lock::Timeout=300 update -qq && DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y -qq ${pkg}`], { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim().split('\n').at(-1) ?? String(error);
    throw new Error(`${command} is not installed and apt-get could not install ${pkg}: ${stderr}`, { cause: error });
  }
  const installed = find();
  if (!installed) throw new Error(`apt-get install ${pkg} did not provide the ${command} command`);
  return installed;
}
