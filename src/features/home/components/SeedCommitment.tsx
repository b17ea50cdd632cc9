import { useT } from '../../../i18n/t';
import type { SeedCommitment as Commitment } from '../../../contract/api-types';

/**
 * Stands for the hash until it arrives: as long as a SHA-256 in hex (64 characters, all of one
 * width in the monospace font), so the sentence wraps as the real one will. The prerendered home
 * paints it, and the hash filling in later then paints no larger text than the first paint had:
 * it was home's largest paint, long after the first (docs/performance.md, "The largest paint").
 */
const HASH_PLACEHOLDER = '·'.repeat(64);

/** The hash of the seed that decides the next order, shown before play (commit-reveal). */
export function SeedCommitment({ seed }: { seed: Commitment | undefined }) {
  const t = useT();
  if (!seed)
    return (
      <p className="seed skeleton" aria-hidden="true">
        {t('order.commitment', { hash: HASH_PLACEHOLDER })}
      </p>
    );
  return <p className="seed">{t('order.commitment', { hash: seed.seedHash })}</p>;
}
