/**
 * The deposit as a QR code for a wallet app's scanner: a TON transfer link naming the deposit
 * address, the USDT jetton and the comment, so the scan fills in all three. Drawn as one SVG path
 * from uqr's module matrix (no inline markup, nothing for the CSP to refuse). uqr: a small,
 * dependency-free encoder whose `encode` gives the matrix alone, in its own chunk with this screen's
 * manual tab only.
 */
import { encode } from 'uqr';

export function DepositQr({ link, label }: { link: string; label: string }) {
  const { size, data } = encode(link, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    // An inline SVG named as an image: an <img> would need a data: URL the CSP does not allow.
    // oxlint-disable-next-line prefer-tag-over-role
    <svg className="wallet-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
