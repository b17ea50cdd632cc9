/**
 * Known-answer vectors for Telegram's two signatures: the hashes below were computed with the
 * openssl command line from Telegram's documented algorithms, not with any code of this
 * repository, so a slip shared by the server and the tests' own signer (the HMAC's key and message
 * swapped, the fields not sorted, a different separator) fails here.
 *
 *   secret=$(printf '%s' "$TOKEN" | openssl dgst -sha256 -mac HMAC -macopt key:WebAppData -r)
 *   printf '%s' "$CHECK_STRING" | openssl dgst -sha256 -mac HMAC -macopt hexkey:$secret
 *   (Login Widget: secret=$(printf '%s' "$TOKEN" | openssl dgst -sha256), the same HMAC)
 */
import { createHash, createHmac } from 'node:crypto';
import { expect, it } from 'vitest';
import { validateInitData } from '../../../server/auth/init-data';
import { validateLoginWidget } from '../../../server/auth/login-widget';
import type { LoginWidgetBody } from '../../../src/contract/endpoints/session';

const TOKEN = '123456:ABC-test-token';
const NOW = 1_800_000_000;
const USER = '{"id":7,"first_name":"Ann","language_code":"en"}';

it('accepts launch data signed as Telegram signs it (a fixed vector), and nothing else', () => {
  const fields = { query_id: 'AAHdF6IQAAAAAN0XohDhrOrc', user: USER, auth_date: String(NOW) };
  const hash = '5b39e00d7ce12a238dac03a691a42d0868f3645d08490abf1a86bf8575710911';
  const raw = new URLSearchParams({ ...fields, hash }).toString();
  expect(validateInitData(raw, TOKEN, 60, NOW).profile).toMatchObject({ telegramId: 7, firstName: 'Ann' });
  const other = new URLSearchParams({ ...fields, hash: hash.replace(/^5b/, '5c') }).toString();
  expect(() => validateInitData(other, TOKEN, 60, NOW)).toThrow(/hash/);
});

it('accepts a Login Widget payload signed as Telegram signs it (a fixed vector), and nothing else', () => {
  const body = { id: 7, first_name: 'Ann', username: 'ann_lee', auth_date: NOW, hash: 'b8cbbdce4cb969bcb99903a420f2be7f09790f56a1b1c7849f60fc0a303af7fa' } as LoginWidgetBody;
  expect(validateLoginWidget(body, TOKEN, 60, NOW)).toMatchObject({ telegramId: 7, firstName: 'Ann', username: 'ann_lee' });
  expect(() => validateLoginWidget({ ...body, username: 'ann_leo' }, TOKEN, 60, NOW)).toThrow(/hash mismatch/);
});

/** Telegram's algorithms once more, with node:crypto, to show how the literal hashes below were made. */
const webAppHash = (checkString: string) => createHmac('sha256', createHmac('sha256', 'WebAppData').update(TOKEN).digest()).update(checkString).digest('hex');
const loginWidgetHash = (checkString: string) => createHmac('sha256', createHash('sha256').update(TOKEN).digest()).update(checkString).digest('hex');

it('launch data with every field a launch carries today, `signature` among those hashed, and its data-check-string', () => {
  const user = '{"id":7,"first_name":"Ann","last_name":"Lee","language_code":"de","allows_write_to_pm":true}';
  const checkString = [
    `auth_date=${NOW}`,
    'chat_instance=-3788475317572404878',
    'chat_type=private',
    'signature=6fbdaab833d39f54518bd5c3eb3f511d035e68cb',
    'start_param=ref_AB12',
    `user=${user}`,
  ].join('\n');
  const hash = '45962b72ae6c49e868d2a98efdd54467a14c7d0d7866b8c105cccae7abf48288';
  expect(webAppHash(checkString)).toBe(hash);
  // Sent in another order than the sorted one, as Telegram's clients do.
  const raw = new URLSearchParams([
    ['user', user],
    ['chat_instance', '-3788475317572404878'],
    ['chat_type', 'private'],
    ['start_param', 'ref_AB12'],
    ['auth_date', String(NOW)],
    ['signature', '6fbdaab833d39f54518bd5c3eb3f511d035e68cb'],
    ['hash', hash],
  ]).toString();
  expect(validateInitData(raw, TOKEN, 60, NOW)).toMatchObject({ profile: { telegramId: 7, firstName: 'Ann' }, startParam: 'ref_AB12', authDate: NOW });
  expect(() => validateInitData(raw.replace('signature=6f', 'signature=7f'), TOKEN, 60, NOW)).toThrow(/hash/);
});

it('a Login Widget payload with its optional fields, and its data-check-string', () => {
  const checkString = [`auth_date=${NOW}`, 'first_name=Ann', 'id=7', 'last_name=Lee', 'photo_url=https://t.me/i/userpic/320/ann.jpg', 'username=ann_lee'].join('\n');
  const hash = 'b0ce22e6063167dc9bf27509a96f6d263cb2125279c3c4183331c20ced7ca910';
  expect(loginWidgetHash(checkString)).toBe(hash);
  const body = { id: 7, first_name: 'Ann', last_name: 'Lee', username: 'ann_lee', photo_url: 'https://t.me/i/userpic/320/ann.jpg', auth_date: NOW, hash } as LoginWidgetBody;
  expect(validateLoginWidget(body, TOKEN, 60, NOW)).toMatchObject({ telegramId: 7, firstName: 'Ann', lastName: 'Lee', username: 'ann_lee' });
  expect(() => validateLoginWidget({ ...body, photo_url: 'https://t.me/i/userpic/320/bob.jpg' }, TOKEN, 60, NOW)).toThrow(/hash mismatch/);
});
