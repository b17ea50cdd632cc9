import { describe, expect, it } from 'vitest';
import type { PopupButton } from '../../../src/telegram/popup';
import { codeOf, makeWebApp } from './helpers';

const x = (n: number) => 'x'.repeat(n);

function popupCode(params: Parameters<ReturnType<typeof makeWebApp>['webApp']['showPopup']>[0]) {
  const { webApp } = makeWebApp();
  return codeOf(() => void webApp.showPopup(params));
}

describe('showPopup limits', () => {
  it('title: 64 passes, 65 fails, counted after trimming', () => {
    expect(popupCode({ title: x(64), message: 'm' })).toBeUndefined();
    expect(popupCode({ title: `  ${x(64)}  `, message: 'm' })).toBeUndefined();
    expect(popupCode({ title: x(65), message: 'm' })).toBe('WebAppPopupParamInvalid');
  });

  it('message: required (0 and blank fail), 256 passes, 257 fails', () => {
    expect(popupCode({ message: '' })).toBe('WebAppPopupParamInvalid');
    expect(popupCode({ message: '   ' })).toBe('WebAppPopupParamInvalid');
    expect(popupCode({} as { message: string })).toBe('WebAppPopupParamInvalid');
    expect(popupCode({ message: x(256) })).toBeUndefined();
    expect(popupCode({ message: x(257) })).toBe('WebAppPopupParamInvalid');
  });

  it('buttons: none given means one close button; 0 and 4 fail; 1 and 3 pass', () => {
    const { webApp, bridge } = makeWebApp();
    void webApp.showPopup({ message: 'm' });
    expect(bridge.posted[0]).toEqual({
      type: 'web_app_open_popup',
      data: { message: 'm', buttons: [{ id: '', type: 'close' }] },
    });
    const ok: PopupButton = { type: 'ok' };
    expect(popupCode({ message: 'm', buttons: [] })).toBe('WebAppPopupParamInvalid');
    expect(popupCode({ message: 'm', buttons: [ok] })).toBeUndefined();
    expect(popupCode({ message: 'm', buttons: [ok, ok, ok] })).toBeUndefined();
    expect(popupCode({ message: 'm', buttons: [ok, ok, ok, ok] })).toBe('WebAppPopupParamInvalid');
    expect(popupCode({ message: 'm', buttons: 'ok' as unknown as [] })).toBe('WebAppPopupParamInvalid');
  });

  it('button id: 64 passes, 65 fails', () => {
    expect(popupCode({ message: 'm', buttons: [{ id: x(64), type: 'ok' }] })).toBeUndefined();
    expect(popupCode({ message: 'm', buttons: [{ id: x(65), type: 'ok' }] })).toBe('WebAppPopupParamInvalid');
  });

  it.each(['default', 'destructive'] as const)('%s button text: required, 64 passes, 65 fails', (type) => {
    expect(popupCode({ message: 'm', buttons: [{ type, text: x(64) }] })).toBeUndefined();
    expect(popupCode({ message: 'm', buttons: [{ type, text: x(65) }] })).toBe('WebAppPopupParamInvalid');
    expect(popupCode({ message: 'm', buttons: [{ type }] })).toBe('WebAppPopupParamInvalid');
    expect(popupCode({ message: 'm', buttons: [{ type, text: '  ' }] })).toBe('WebAppPopupParamInvalid');
  });

  it('a button without type is a default one and needs text', () => {
    expect(popupCode({ message: 'm', buttons: [{ id: 'a' }] })).toBe('WebAppPopupParamInvalid');
    expect(popupCode({ message: 'm', buttons: [{ id: 'a', text: 'Go' }] })).toBeUndefined();
  });

  it('ok, close and cancel need no text; unknown types fail', () => {
    expect(popupCode({ message: 'm', buttons: [{ type: 'ok' }, { type: 'close' }, { type: 'cancel' }] })).toBeUndefined();
    expect(popupCode({ message: 'm', buttons: [{ type: 'primary' as 'ok' }] })).toBe('WebAppPopupParamInvalid');
    expect(popupCode({ message: 'm', buttons: [null as unknown as PopupButton] })).toBe('WebAppPopupParamInvalid');
  });

  it('sends trimmed texts', () => {
    const { webApp, bridge } = makeWebApp();
    void webApp.showPopup({ title: ' T ', message: ' M ', buttons: [{ id: 'yes', type: 'destructive', text: ' Delete ' }, { type: 'cancel' }] });
    expect(bridge.posted[0]?.data).toEqual({
      title: 'T',
      message: 'M',
      buttons: [
        { id: 'yes', type: 'destructive', text: 'Delete' },
        { id: '', type: 'cancel' },
      ],
    });
  });
});

describe('showPopup state', () => {
  it('allows one popup at a time and resolves with the pressed button', async () => {
    const { webApp, bridge } = makeWebApp();
    const first = webApp.showPopup({ message: 'm', buttons: [{ id: 'yes', type: 'ok' }] });
    expect(codeOf(() => void webApp.showPopup({ message: 'again' }))).toBe('WebAppPopupOpened');
    bridge.emit('popup_closed', { button_id: 'yes' });
    await expect(first).resolves.toBe('yes');
    const second = webApp.showPopup({ message: 'm' });
    bridge.emit('popup_closed', {});
    await expect(second).resolves.toBeNull();
  });

  it('frees the slot before popup_closed handlers run, so one may open the next popup', () => {
    const { webApp, bridge } = makeWebApp();
    void webApp.showPopup({ message: 'first' });
    let code: string | undefined = 'not run';
    bridge.on('popup_closed', () => {
      code = codeOf(() => void webApp.showPopup({ message: 'second' }));
    });
    bridge.emit('popup_closed', { button_id: '' });
    expect(code).toBeUndefined();
    expect(bridge.posted.map((p) => (p.data as { message: string }).message)).toEqual(['first', 'second']);
  });

  it('frees the slot at once when nothing could be sent', async () => {
    const { webApp } = makeWebApp({}, false);
    await expect(webApp.showPopup({ message: 'm' })).resolves.toBeNull();
    expect(codeOf(() => void webApp.showPopup({ message: 'm' }))).toBeUndefined();
  });

  it('does not take the slot when the parameters are invalid', () => {
    const { webApp } = makeWebApp();
    expect(codeOf(() => void webApp.showPopup({ message: '' }))).toBe('WebAppPopupParamInvalid');
    expect(codeOf(() => void webApp.showPopup({ message: 'm' }))).toBeUndefined();
  });
});
