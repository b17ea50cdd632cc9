import { writeFileSync } from 'node:fs';
import { launchHash } from '../server/dev/scripted-player';
import { freshContext, installProbe, launchBrowser, readProbe, throttle } from './browser';
import { startAppServer, stopAll } from './child-server';
import { buildStaticRoot } from './reference-build';
import { seededPlayer } from './seed';

const root = await buildStaticRoot('dist/app');
const app = await startAppServer('server', 4245, root.dir);
const user = await seededPlayer(app.base, 20);
const browser = await launchBrowser();
const url = `${app.base}/history#${launchHash({ user })}`;
try {
  const context = await freshContext(browser);
  await installProbe(context, 'history');
  const warm = await context.newPage();
  await warm.goto(url);
  await readProbe(warm, 30_000);
  await warm.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
  await warm.waitForTimeout(2500);
  await warm.close();
  await context.setOffline(true);
  const page = await context.newPage();
  await throttle(context, page, { network: false });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'commit' });
  const times = await readProbe(page, 20_000);
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync('/tmp/repeat.cpuprofile', JSON.stringify(profile));
  console.log(JSON.stringify({ visible: times.visibleAt, next: times.nextFrameAt, lt: times.longTasks }));
  await context.close();
} finally {
  await browser.close();
  await stopAll();
}
