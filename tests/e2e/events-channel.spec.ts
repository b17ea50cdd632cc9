/**
 * One upstream stream for five tabs without a service worker (Telegram iOS, first visit, private
 * mode): the tabs elect a leader with Web Locks, the leader streams and relays on the
 * BroadcastChannel, and when it closes another tab takes over from the stored event id.
 */
import { freshUser } from './play-api';
import { expectToastInEveryTab, openStreams, openTab, placeGame, type Tab } from './events-tabs';
import { expect, test } from './telegram-host';

test.use({ serviceWorkers: 'block' });
test.setTimeout(90_000);

test('five tabs share one stream; every tab toasts; closing the leader loses nothing', async ({ context, request }) => {
  const user = freshUser('Tabs');
  const tabs: Tab[] = [];
  for (let i = 0; i < 5; i += 1) tabs.push(await openTab(context, user));

  await expect.poll(() => openStreams(request), { timeout: 15_000 }).toBe(1);

  const first = await placeGame(request, user);
  await expectToastInEveryTab(tabs, first.orderId);
  // Steady, not a passing moment: once every tab has its toast (the channel is in use), still one
  // stream, and only one tab ever asked for one.
  expect(await openStreams(request)).toBe(1);
  expect(tabs.filter((tab) => tab.streams() > 0)).toHaveLength(1);

  const leader = tabs.find((tab) => tab.streams() > 0);
  if (!leader) throw new Error('no tab holds the stream');
  await leader.page.close();
  // Right after the close, before anyone could have reopened the stream.
  const second = await placeGame(request, user);
  const rest = tabs.filter((tab) => tab !== leader);
  await expectToastInEveryTab(rest, second.orderId, 15_000);

  await expect.poll(() => openStreams(request), { timeout: 15_000 }).toBe(1);
  expect(rest.filter((tab) => tab.streams() > 0)).toHaveLength(1);
});
