import { DEV_BOT_TOKEN, type Config } from './config';

/**
 * What a server outside NODE_ENV=production prints first, on stderr: it trusts a published bot
 * token and hands out demo money, so nobody should mistake it for a real one (docs/security.md).
 */
export function devServerBanner(config: Pick<Config, 'botToken' | 'demoBalance' | 'host'>): string {
  const facts = [
    config.botToken === DEV_BOT_TOKEN ? 'launch data is signed with the PUBLISHED dev bot token: anyone can log in as anyone' : null,
    config.demoBalance > 0 ? `every new player is credited ${config.demoBalance} demo USDT` : null,
    `it listens on loopback (${config.host}) only; set NODE_ENV=production to run it for real`,
  ].filter((fact): fact is string => fact !== null);
  const rule = '#'.repeat(78);
  return [rule, '#  DEV SERVER - NOT FOR REAL MONEY (NODE_ENV is not production)', ...facts.map((fact) => `#  - ${fact}`), rule, ''].join('\n');
}
