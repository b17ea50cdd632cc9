import { useT } from '../../../i18n/t';
import type { SeedCommitment as Commitment } from '../../../contract/api-types';

/** The hash of the seed that decides the next order, shown before play (commit-reveal). */
export function SeedCommitment({ seed }: { seed: Commitment | undefined }) {
  const t = useT();
  if (!seed) return <p className="seed skeleton" aria-hidden="true" />;
  return <p className="seed">{t('order.commitment', { hash: seed.seedHash })}</p>;
}
