import { readFileSync, statSync } from 'node:fs';
import { Address } from '../ton/ton-address';

/** The deny list cannot be read or has a line that is no TON address: nothing is screened against it. */
export class DenylistError extends Error {}

/** Raw 0:<hex> addresses, one a line; blank lines and `#` comments are skipped. */
function parseDenylist(path: string, text: string): Set<string> {
  const denied = new Set<string>();
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const entry = line.replace(/#.*$/, '').trim();
    if (entry === '') continue;
    try {
      denied.add(Address.parse(entry).toRawString());
    } catch {
      throw new DenylistError(`PAYOUT_DENYLIST_FILE ${path} line ${index + 1} is not a TON address`);
    }
  }
  return denied;
}

const fingerprint = (path: string): string => {
  const stat = statSync(path);
  return `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
};

/**
 * The operator's deny list of payout destinations (docs/payments.md, "Screening before a payout"):
 * any TON address form in the file, compared as raw addresses, so a user-friendly, bounceable or
 * test-only form of a listed address is caught all the same. Read again whenever the file's time,
 * size or inode changed (an editor's save-by-rename included), checked before each payout, so an
 * edit takes effect on the next one without a restart. A file that became unreadable or bad while
 * running throws DenylistError on each check: the worker then signs nothing until it is fixed.
 */
export class PayoutDenylist {
  private constructor(
    private readonly path: string,
    private denied: Set<string>,
    private seen: string,
  ) {}

  /** Reads the file at start: unreadable or a bad line throws a one-line reason naming it. */
  static load(path: string): PayoutDenylist {
    const { denied, seen } = PayoutDenylist.read(path);
    return new PayoutDenylist(path, denied, seen);
  }

  private static read(path: string): { denied: Set<string>; seen: string } {
    let text: string;
    let seen: string;
    try {
      seen = fingerprint(path);
      text = readFileSync(path, 'utf8');
    } catch {
      throw new DenylistError(`cannot read PAYOUT_DENYLIST_FILE ${path}`);
    }
    return { denied: parseDenylist(path, text), seen };
  }

  /** Whether `address` (any form) is listed, from the file as it is now. */
  has(address: Address): boolean {
    let now: string;
    try {
      now = fingerprint(this.path);
    } catch {
      throw new DenylistError(`cannot read PAYOUT_DENYLIST_FILE ${this.path}`);
    }
    if (now !== this.seen) {
      const { denied, seen } = PayoutDenylist.read(this.path);
      this.denied = denied;
      this.seen = seen;
    }
    return this.denied.has(address.toRawString());
  }
}
