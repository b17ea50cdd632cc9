/**
 * A TON transfer link (ton://transfer/<address>?jetton=<master>&text=<comment>), the form wallet
 * apps read from a QR code: the scan fills in the address, the USDT jetton and the comment.
 */
export function transferLink(address: string, jettonMaster: string | null, memo: string): string {
  const query = new URLSearchParams();
  if (jettonMaster) query.set('jetton', jettonMaster);
  query.set('text', memo);
  return `ton://transfer/${address}?${query.toString()}`;
}
