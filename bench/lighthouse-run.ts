/**
 * One Lighthouse run, in a process of its own (lighthouse.ts kills its process group at the time
 * limit): Lighthouse's Node API with its mobile defaults on a page of a fresh puppeteer-core
 * Chromium (a new, temporary profile) that gets the Telegram client's bridge stub (in-page.js)
 * before any page script, as the other sections' pages do. The CLI has no way to inject a script,
 * and without the bridge the app shows the browser login screen instead of home (checked after
 * the run). Writes the report (JSON) to the given path. Arguments: url, Chromium path, report path, categories.
 */
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { launch } from 'puppeteer-core';
import { inPageScript } from './browser';

const [url, chromePath, outputPath, categories] = process.argv.slice(2);
if (!url || !chromePath || !outputPath || !categories) throw new Error('usage: lighthouse-run.ts URL CHROME_PATH OUTPUT_PATH CATEGORIES');

const browser = await launch({
  executablePath: chromePath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
  // Lighthouse sets the phone's screen itself.
  defaultViewport: null,
});
try {
  const page = await browser.newPage();
  await page.evaluateOnNewDocument(inPageScript('benchTelegramBridge'));
  const result = await lighthouse(url, { output: 'json', onlyCategories: categories.split(','), logLevel: 'error' }, undefined, page);
  if (!result) throw new Error('lighthouse returned no result');
  // Home, not the login screen a launch without the bridge gets: its Place order button is there.
  const buttons = await page.$$eval('button', (all) => all.map((button) => button.textContent?.trim()));
  if (!buttons.includes('Place order')) throw new Error(`the page measured is not home (its buttons: ${buttons.join(', ') || 'none'})`);
  writeFileSync(outputPath, JSON.stringify(result.lhr));
} catch (error) {
  // One line last on stderr: lighthouse.ts reports that line.
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await browser.close();
}
