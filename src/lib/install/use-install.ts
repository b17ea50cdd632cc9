import { useState } from 'react';
import { getWebApp } from '../../telegram/current-web-app';
import { hasDeferredPrompt, installWay, isIosDevice, isStandalone, promptInstall, readMemory, useInstallVersion, type InstallWay } from './install-state';

/** This browser's way to install the app now (null inside Telegram, once installed, or without one). */
export function currentInstallWay(): InstallWay | null {
  return installWay({
    isTelegram: getWebApp().isTelegram,
    standalone: isStandalone(),
    iosSafari: isIosDevice(navigator),
    hasPrompt: hasDeferredPrompt(),
    memory: readMemory(),
  });
}

/** The install action for a button: Chromium's dialog, or the iOS steps sheet (open while `stepsOpen`). */
export function useInstall() {
  useInstallVersion();
  const [stepsOpen, setStepsOpen] = useState(false);
  const way = currentInstallWay();
  async function install(): Promise<void> {
    if (way === 'ios-steps') setStepsOpen(true);
    else if (way === 'prompt') await promptInstall();
  }
  return { way, install, stepsOpen, closeSteps: () => setStepsOpen(false) };
}
