/**
 * The verification provider's Web SDK (Sumsub's WebSDK builder, `snsWebSdk`): its script is loaded
 * only when the player starts verification on this screen, from the URL the server hands out with
 * the access token (the same origin the server's Content-Security-Policy opens). Documents go from
 * the SDK's frame straight to the provider; nothing of them passes through this app or our server.
 */

interface SdkInstance {
  launch(selector: string): void;
}

interface SdkBuilder {
  withConf(conf: { lang: string; theme?: string }): SdkBuilder;
  withOptions(options: { addViewportTag: boolean; adaptIframeHeight: boolean }): SdkBuilder;
  on(event: string, handler: (payload: unknown) => void): SdkBuilder;
  build(): SdkInstance;
}

interface SnsWebSdk {
  init(accessToken: string, refreshToken: () => Promise<string>): SdkBuilder;
}

declare global {
  interface Window {
    snsWebSdk?: SnsWebSdk;
  }
}

const loaded = new Map<string, Promise<SnsWebSdk>>();

/** Adds the SDK's script once per URL; resolves to its global once it ran. */
function loadSdk(url: string): Promise<SnsWebSdk> {
  let pending = loaded.get(url);
  if (!pending) {
    pending = new Promise<SnsWebSdk>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.addEventListener('load', () => (window.snsWebSdk ? resolve(window.snsWebSdk) : reject(new Error('the verification SDK did not define snsWebSdk'))), { once: true });
      script.addEventListener('error', () => reject(new Error('the verification SDK could not be loaded')), { once: true });
      document.head.append(script);
    });
    // A failed load (offline) may be tried again with a new script element.
    pending.catch(() => loaded.delete(url));
    loaded.set(url, pending);
  }
  return pending;
}

export interface LaunchOptions {
  sdkUrl: string;
  token: string;
  /** A new token when the SDK's expires (the server hands one out with the verification view). */
  refreshToken: () => Promise<string>;
  /** The SDK's language: the app's language code without its region ("pt" of "pt-PT"). */
  lang: string;
  /** The element the SDK draws its frame into, by id. */
  containerId: string;
  /** The player sent everything the level asks for: the provider's review comes by webhook. */
  onSubmitted: () => void;
}

export async function launchProviderSdk({ sdkUrl, token, refreshToken, lang, containerId, onSubmitted }: LaunchOptions): Promise<void> {
  const sdk = await loadSdk(sdkUrl);
  sdk
    .init(token, refreshToken)
    .withConf({ lang })
    .withOptions({ addViewportTag: false, adaptIframeHeight: true })
    .on('idCheck.onApplicantSubmitted', onSubmitted)
    .build()
    .launch(`#${containerId}`);
}
