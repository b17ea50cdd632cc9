import { shortAddress } from '../contract/ton-address';
import { CopyButton } from './CopyButton';

/**
 * A TON address on one short line (UQAb…x9Zk, the whole one in its tooltip) with a Copy button that
 * copies all of it; `full` shows every character instead, wrapped anywhere so it never widens the
 * page. Addresses are Latin whatever the language: left to right even in Arabic.
 */
export function AddressChip({ address, copyLabel, full = false }: { address: string; copyLabel: string; full?: boolean }) {
  return (
    <span className={full ? 'address-chip address-chip--full' : 'address-chip'} dir="ltr">
      <code className="address-chip__text" title={full ? undefined : address}>
        {full ? address : shortAddress(address)}
      </code>
      <CopyButton text={address} label={copyLabel} />
    </span>
  );
}
