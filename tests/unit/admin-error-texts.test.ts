/**
 * The console's words for a refused or failed request (src/admin/shared/error-texts.ts): every
 * back-office code has its own, in the console's language; an unknown code keeps the server's
 * message and names the code; a proxy's status and an unreachable server are said as such.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setAdminLanguage } from '../../src/admin/i18n/admin-i18n';
import { ADMIN_CODES_WITH_TEXT, consoleErrorText } from '../../src/admin/shared/error-texts';
import { ADMIN_ERROR_CODES } from '../../src/contract/admin';
import { ApiError } from '../../src/lib/api-error';

const refusal = (status: number, code: string, message = `server says ${code}`, details?: Record<string, string>) => new ApiError(status, { error: { code, message, ...(details ? { details } : {}) } });

afterEach(() => setAdminLanguage('en'));

describe('the console’s words for a refusal', () => {
  it('has words of its own for every back-office code, none of them the server’s message', () => {
    expect(ADMIN_CODES_WITH_TEXT).toEqual([...ADMIN_ERROR_CODES]);
    const texts = ADMIN_ERROR_CODES.map((code) => [code, consoleErrorText(refusal(409, code))] as const);
    expect(texts.filter(([, text]) => text.includes('server says') || text.length < 6)).toEqual([]);
  });

  it('names the role a refusal needs, by its name on screen', () => {
    expect(consoleErrorText(refusal(403, 'forbidden_role', 'no', { required: 'finance', role: 'support' }))).toBe('Your role may not do this (it needs Finance).');
  });

  it('keeps an unknown code’s message with the code, says a bare status and an unreachable server', () => {
    expect(consoleErrorText(refusal(418, 'teapot_refused', 'I am a teapot'))).toBe('I am a teapot (teapot_refused)');
    expect(consoleErrorText(refusal(502, 'http_502', 'Request failed with status 502'))).toBe('The server answered with status 502.');
    expect(consoleErrorText(new TypeError('Failed to fetch'))).toBe('The server cannot be reached. Check the connection and try again.');
    expect(consoleErrorText(new Error('plain'))).toBe('plain');
    expect(consoleErrorText(null)).toBe('');
  });

  it('speaks the console’s language', async () => {
    await setAdminLanguage('ru');
    expect(consoleErrorText(refusal(409, 'same_operator'))).toBe('Оператор, запросивший это, не может сам одобрить: нужен другой оператор.');
    expect(consoleErrorText(refusal(403, 'forbidden_role', 'no', { required: 'admin' }))).toBe('Вашей роли это не разрешено (нужна роль Администратор).');
    expect(consoleErrorText(refusal(418, 'teapot_refused', 'I am a teapot'))).toBe('I am a teapot (код teapot_refused)');
  });
});
