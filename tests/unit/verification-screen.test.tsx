/**
 * Knowing the player in the app (docs/compliance.md, "In the app"): a tier or country refusal
 * opens its screen instead of a toast, the verification screen says which level and why and starts
 * the provider's Web SDK (loaded only when asked), asks the residence when no country is known, and
 * a blocked country gets the polite screen.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '../../src/app/app-query-client';
import type { PlayerVerification } from '../../src/contract/verification';
import NotAvailableScreen from '../../src/features/verification/routes/NotAvailableScreen';
import { SharePhone } from '../../src/features/verification/components/SharePhone';
import VerificationScreen from '../../src/features/verification/routes/VerificationScreen';
import { ApiError } from '../../src/lib/api-error';
import { complianceRefusalPath } from '../../src/lib/compliance-refusal';
import { webViewCanOpenCamera } from '../../src/telegram/camera-access';
import { fakeApi, ok } from './kit/fake-api';
import { renderWithApp } from './kit/render-app';
import { makeWebApp } from './telegram/helpers';

const SDK_URL = 'https://sdk.provider.test/websdk.js';
const BELOW: PlayerVerification = { tier: 0, required: { stake: 1, deposit: 1, withdraw: 0 }, jurisdiction: 'CW', sdkToken: '_act-token-1', sdkUrl: SDK_URL };

const refusal = (code: string, details: Record<string, string>) => new ApiError(403, { error: { code, message: code, details } });

beforeEach(() => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true));
afterEach(() => {
  delete window.snsWebSdk;
  for (const script of document.head.querySelectorAll('script[src]')) script.remove();
});

/** A stand-in for the provider's builder script: records what the app hands it. */
function fakeSdk() {
  const seen: { token?: string; lang?: string; container?: string; handlers: Map<string, (payload: unknown) => void> } = { handlers: new Map() };
  const builder = {
    withConf: (conf: { lang: string }) => ((seen.lang = conf.lang), builder),
    withOptions: () => builder,
    on: (event: string, handler: (payload: unknown) => void) => (seen.handlers.set(event, handler), builder),
    build: () => ({ launch: (selector: string) => void (seen.container = selector) }),
  };
  return { seen, sdk: { init: (token: string) => ((seen.token = token), builder) } };
}

describe('a verification or country refusal', () => {
  it('names the screen that answers it, and nothing for any other failure', () => {
    expect(complianceRefusalPath(refusal('verification_required', { tier: '1', action: 'stake' }))).toBe('/verification?action=stake&tier=1');
    expect(complianceRefusalPath(refusal('verification_required', { tier: '2', action: 'deposit' }))).toBe('/verification?action=deposit&tier=2');
    expect(complianceRefusalPath(refusal('jurisdiction_blocked', { country: 'US', action: 'stake' }))).toBe('/not-available?country=US');
    expect(complianceRefusalPath(refusal('self_excluded', {}))).toBeNull();
    expect(complianceRefusalPath(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('opens its screen from any mutation, an inline one too', async () => {
    const opened: string[] = [];
    const client = createAppQueryClient((path) => opened.push(path));
    const order = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(refusal('verification_required', { tier: '1', action: 'stake' })),
      meta: { errorInline: true },
    });
    await order.execute(undefined).catch(() => undefined);
    expect(opened).toEqual(['/verification?action=stake&tier=1']);
  });
});

describe('VerificationScreen', () => {
  it('says which level playing with real money needs and why, then starts the provider’s SDK with the server’s token', async () => {
    fakeApi({ 'GET /player/verification': ok({ data: BELOW }) });
    renderWithApp(<VerificationScreen />, { path: '/verification?action=stake&tier=1' });
    const panel = await screen.findByRole('region', { name: 'Verify your identity' }, { timeout: 5000 });
    expect(panel).toHaveTextContent('To play with real money, you need level 1 verification.');
    expect(panel).toHaveTextContent(/an identity document and a selfie/);
    expect(panel).toHaveTextContent(/straight to our verification partner, never to us/);
    expect(within(panel).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    // Nothing of the provider is loaded before the player asks for it.
    expect(document.querySelector(`script[src="${SDK_URL}"]`)).toBeNull();

    await userEvent.click(within(panel).getByRole('button', { name: 'Start verification' }));
    const script = document.querySelector<HTMLScriptElement>(`script[src="${SDK_URL}"]`);
    expect(script).not.toBeNull();
    const { seen, sdk } = fakeSdk();
    window.snsWebSdk = sdk;
    script!.dispatchEvent(new Event('load'));
    await waitFor(() => expect(seen.container).toBe('#verification-sdk'));
    expect(seen).toMatchObject({ token: '_act-token-1', lang: 'en' });

    seen.handlers.get('idCheck.onApplicantSubmitted')!({});
    expect(await within(panel).findByRole('status')).toHaveTextContent(/your documents are with our verification partner/);
    expect(within(panel).getByRole('button', { name: 'Check my status' })).toBeInTheDocument();
  }, 20_000);

  it('says so when the SDK cannot load', async () => {
    // Another URL: the first test's script has loaded, and a loaded SDK is not fetched again.
    const unreachable = 'https://sdk.provider.test/unreachable.js';
    fakeApi({ 'GET /player/verification': ok({ data: { ...BELOW, sdkUrl: unreachable } }) });
    renderWithApp(<VerificationScreen />, { path: '/verification?action=stake&tier=1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Start verification' }, { timeout: 5000 }));
    document.querySelector(`script[src="${unreachable}"]`)!.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification form could not load.');
  });

  it('offers Try again instead of Start when the provider gave no token', async () => {
    fakeApi({ 'GET /player/verification': ok({ data: { ...BELOW, sdkToken: undefined, sdkUrl: undefined } }) });
    renderWithApp(<VerificationScreen />, { path: '/verification?action=deposit&tier=2' });
    const panel = await screen.findByRole('region', { name: 'Confirm where your money comes from' }, { timeout: 5000 });
    expect(panel).toHaveTextContent('To deposit, you need level 2 verification.');
    expect(within(panel).getByRole('status')).toHaveTextContent('Verification cannot start right now.');
    expect(within(panel).queryByRole('button', { name: 'Start verification' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks where the player lives when the server knows no country, and sends it as the residence', async () => {
    const { requests } = fakeApi({
      'GET /player/verification': ok({ data: { ...BELOW, jurisdiction: 'unknown' } }),
      'POST /player/residence': ok({ data: BELOW }),
    });
    renderWithApp(<VerificationScreen />, { path: '/verification?action=stake&tier=1' });
    const form = await screen.findByRole('form', { name: 'Where do you live?' }, { timeout: 5000 });
    await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose the country you live in.');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Country of residence' }), 'Curaçao');
    await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('region', { name: 'Verify your identity' })).toBeInTheDocument();
    expect(requests.find((request) => request.key === 'POST /player/residence')?.body).toEqual({ country: 'CW' });
  });

  it('says plainly that a raise to level 2 leaves withdrawing the balance open, as the server keeps it', async () => {
    // Tier 2 asked of stakes and deposits (the deposit trigger); withdrawals keep the profile's tier 1, which the player has.
    fakeApi({ 'GET /player/verification': ok({ data: { ...BELOW, tier: 1, required: { stake: 2, deposit: 2, withdraw: 1 } } }) });
    renderWithApp(<VerificationScreen />, { path: '/verification?action=deposit&tier=2' });
    const panel = await screen.findByRole('region', { name: 'Confirm where your money comes from' }, { timeout: 5000 });
    expect(panel).toHaveTextContent('Withdrawing your balance stays open: this check is not needed to take your money out.');
  });

  it('names the level withdrawing needs when the player is below it, never the raised one', async () => {
    fakeApi({ 'GET /player/verification': ok({ data: { ...BELOW, tier: 0, required: { stake: 2, deposit: 2, withdraw: 1 } } }) });
    renderWithApp(<VerificationScreen />, { path: '/verification?action=stake&tier=2' });
    const panel = await screen.findByRole('region', { name: 'Confirm where your money comes from' }, { timeout: 5000 });
    expect(panel).toHaveTextContent('To withdraw your balance, level 1 is enough');
    expect(panel).not.toHaveTextContent('Withdrawing your balance stays open');
  });

  it('says the player is verified when nothing is missing', async () => {
    fakeApi({ 'GET /player/verification': ok({ data: { tier: 1, required: { stake: 1, deposit: 1, withdraw: 0 }, jurisdiction: 'CW' } }) });
    renderWithApp(<VerificationScreen />, { path: '/verification' });
    expect(await screen.findByRole('region', { name: 'You are verified' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('NotAvailableScreen', () => {
  it('politely names the country, and that the balance can still be withdrawn', async () => {
    renderWithApp(<NotAvailableScreen />, { path: '/not-available?country=US' });
    const panel = await screen.findByRole('region', { name: 'Not available in your country' });
    expect(panel).toHaveTextContent('We are sorry: play with real money is not offered in United States, because our licence does not cover it.');
    expect(panel).toHaveTextContent('you can withdraw it from the wallet at any time');
    expect(within(panel).getByRole('link', { name: 'Open the wallet' })).toHaveAttribute('href', '/wallet');
  });
});

describe('the camera in Telegram’s web view', () => {
  it('is there on iOS and Android, not on desktop or web clients, and nowhere without getUserMedia', () => {
    expect(webViewCanOpenCamera({ isTelegram: true, platform: 'ios' }, true)).toBe(true);
    expect(webViewCanOpenCamera({ isTelegram: true, platform: 'android' }, true)).toBe(true);
    expect(webViewCanOpenCamera({ isTelegram: true, platform: 'tdesktop' }, true)).toBe(false);
    expect(webViewCanOpenCamera({ isTelegram: true, platform: 'weba' }, true)).toBe(false);
    expect(webViewCanOpenCamera({ isTelegram: true, platform: 'ios' }, false)).toBe(false);
    expect(webViewCanOpenCamera({ isTelegram: false, platform: 'unknown' }, true)).toBe(true);
  });
});

describe('Share my phone number', () => {
  it('asks Telegram to send the player’s contact to the bot, and thanks them once it is sent', async () => {
    const { webApp, bridge } = makeWebApp({ version: '7.0' });
    renderWithApp(<SharePhone webApp={webApp} bridge={bridge} />);
    const section = screen.getByRole('region', { name: 'Share my phone number' });
    expect(section).toHaveTextContent('We keep only its country');
    await userEvent.click(within(section).getByRole('button', { name: 'Share my phone number' }));
    expect(bridge.posted).toContainEqual(expect.objectContaining({ type: 'web_app_request_phone' }));
    // Cancelled: the button stays.
    bridge.emit('phone_requested', { status: 'cancelled' });
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Share my phone number' })).toBeEnabled());
    await userEvent.click(within(section).getByRole('button', { name: 'Share my phone number' }));
    bridge.emit('phone_requested', { status: 'sent' });
    expect(await within(section).findByRole('status')).toHaveTextContent('Thank you: the country of your number is recorded.');
  });

  it('is not offered outside Telegram or in a client without the dialog', () => {
    renderWithApp(<SharePhone webApp={makeWebApp({ version: '6.8' }).webApp} />);
    renderWithApp(<SharePhone webApp={makeWebApp({ isTelegram: false }).webApp} />);
    expect(screen.queryByRole('button', { name: 'Share my phone number' })).toBeNull();
  });
});
