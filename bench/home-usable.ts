/**
 * docs/performance.md, "No tap is lost": home is usable (a tap on Place order places the order)
 * within 1.5x of the one-div React page's first paint. Each run is a cold Telegram launch of `/`
 * in a fresh profile at the load section's throttling, with a player who keeps tapping where Place
 * order shows (usableRun). The figure is the first tap that landed on a Place order button, from
 * navigation start, in a run in which an order was then sent: on the painted home that tap is
 * queued and replayed by the app (docs/performance.md, "Taps before the app runs"); an inert
 * painted home takes no tap, and the figure is when the app's own button took one.
 * App and reference runs alternate, as in load.ts.
 */
import { launchHash } from '../server/dev/scripted-player';
import { freshContext, throttle, THROTTLING_LABEL } from './browser';
import { coldReference, type LoadSetup } from './load';
import { verdict, type Row } from './report';
import { ratio, spread, spreadMs } from './stats';

const RUN_TIMEOUT_MS = 60_000;
export const USABLE_BAR = 1.5;

interface TapWindow {
  __benchTapAt?: number;
}

interface Point {
  x: number;
  y: number;
}

/** Between two taps of the tapping player. */
const TAP_EVERY_MS = 50;

const isOrder = (method: string, url: string) => method === 'POST' && url.endsWith('/api/v1/game/orders');

/**
 * Where Place order is on a first open at 390x844 (the painted home and the app lay it out alike),
 * from a launch that waits for it.
 */
async function placeOrderPoint(setup: LoadSetup): Promise<Point> {
  const context = await freshContext(setup.browser);
  try {
    const page = await context.newPage();
    await page.goto(`${setup.appBase}/#${launchHash({ user: setup.user })}`, { timeout: RUN_TIMEOUT_MS });
    const box = await page.getByRole('button', { name: 'Place order' }).boundingBox({ timeout: RUN_TIMEOUT_MS });
    if (!box) throw new Error('Place order has no box');
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/**
 * A player who taps where Place order will be, every TAP_EVERY_MS from navigation, until an order
 * is sent. Taps go in through CDP as real input, with no actionability checks (they wait for the
 * main thread, as a finger does not): an event's timeStamp is when it was made, even when a long
 * task delays its handling. The page notes the first pointerdown that lands on a Place order
 * button; an inert or covered button takes none.
 */
async function usableRun(setup: LoadSetup, point: Point): Promise<number> {
  const context = await freshContext(setup.browser);
  try {
    await context.addInitScript(() => {
      addEventListener(
        'pointerdown',
        (event) => {
          const button = event.target instanceof Element ? event.target.closest('button') : null;
          if (button?.textContent?.trim() === 'Place order') (window as TapWindow).__benchTapAt ??= event.timeStamp;
        },
        true,
      );
    });
    const page = await context.newPage();
    await throttle(context, page, { network: true });
    let ordered = false;
    const order = page.waitForRequest((request) => isOrder(request.method(), request.url()), { timeout: RUN_TIMEOUT_MS }).then(() => (ordered = true));
    await page.goto(`${setup.appBase}/#${launchHash({ user: setup.user })}`, { waitUntil: 'commit', timeout: RUN_TIMEOUT_MS });
    // oxlint-disable-next-line no-unmodified-loop-condition -- the request listener above sets it
    while (!ordered) {
      await page.mouse.click(point.x, point.y);
      await new Promise((resolve) => setTimeout(resolve, TAP_EVERY_MS));
    }
    await order;
    const tapAt = await page.evaluate(() => (window as TapWindow).__benchTapAt);
    if (tapAt === undefined) throw new Error('an order was sent, but no tap on Place order was seen');
    return tapAt;
  } finally {
    await context.close();
  }
}

export async function measureHomeUsable(setup: LoadSetup): Promise<{ rows: Row[]; details: unknown }> {
  // One run of each first, not counted, so neither side pays for the server's cold start.
  const point = await placeOrderPoint(setup);
  await usableRun(setup, point);
  await coldReference(setup);
  const apps: number[] = [];
  const references: number[] = [];
  for (let run = 0; run < setup.runs; run += 1) {
    apps.push(await usableRun(setup, point));
    references.push((await coldReference(setup)).fcp ?? Number.NaN);
  }
  const app = spread(apps);
  const reference = spread(references);
  const row: Row = {
    section: 'Load',
    metric: `cold load of /, home usable: a tap on Place order places the order (${THROTTLING_LABEL})`,
    figure: spreadMs(app),
    reference: `${spreadMs(reference)} FCP of one-div React page`,
    ratio: ratio(app.median / reference.median),
    bar: `<= ${USABLE_BAR.toFixed(2)}x`,
    status: verdict(app.median / reference.median <= USABLE_BAR),
  };
  return { rows: [row], details: { throttling: THROTTLING_LABEL, tapsAt: apps, referenceFcp: references } };
}
