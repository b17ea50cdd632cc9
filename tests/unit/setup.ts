import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadScreenTexts } from '../../src/i18n/store';
import { reachability } from '../../src/lib/app-reachability';

// Screens render here without their lazy routes, which in the app wait for these texts.
beforeAll(() => loadScreenTexts());

afterEach(() => {
  cleanup();
  // A test that took the app offline (a network error) must not leave the next one offline.
  reachability.reportAnswer();
});
