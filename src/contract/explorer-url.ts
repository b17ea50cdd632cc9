/** A TON explorer's page of the transaction (hex hash), on the wallet's network: the app's statement and the bot's notice link the same page. */
export function explorerUrl(txHash: string, network: 'mainnet' | 'testnet' | null): string {
  return `https://${network === 'testnet' ? 'testnet.' : ''}tonviewer.com/transaction/${txHash}`;
}
