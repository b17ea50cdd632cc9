import { STORAGE_NAMES } from '../../contract/storage-names';
import { getSettings, getStoredLanguage, subscribeSettings } from '../../settings/app-storage';

/**
 * Keeps a synchronous copy, in localStorage, of the settings that decide home's first look (the
 * picked language, the game, the how-to): src/app/static-shell/show/ reads it before any of the app's
 * scripts to tell whether the prerendered shell is what the app will show (docs/performance.md).
 */
export function rememberShellSettings(): void {
  const write = () => {
    const { currentGame, isFirstVisit } = getSettings();
    const record = { language: getStoredLanguage() ?? null, game: currentGame, firstVisit: isFirstVisit };
    try {
      localStorage.setItem(STORAGE_NAMES.shellSettings, JSON.stringify(record));
    } catch {
      // Storage refused (some embedded views): without the copy the shell is never shown.
    }
  };
  write();
  subscribeSettings(write);
}
