import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { reachability } from '../../src/lib/app-reachability';

afterEach(() => {
  cleanup();
  // A test that took the app offline (a network error) must not leave the next one offline.
  reachability.reportAnswer();
});
