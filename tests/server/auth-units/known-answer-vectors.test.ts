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
