import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadScreenTexts } from '../../src/i18n/store';
import { reachability } from '../../src/lib/app-reachability';
import { recordLeftovers, undoLeftovers } from './kit/file-isolation';

// findBy* waits 1 s by default; a first failure loads its texts' chunk on demand, which took 5 s
// and more while two workers share two cores under other jobs. A wait ends as soon as its element
// shows, so the bound costs a passing test nothing.
configure({ asyncUtilTimeout: 10_000 });

// Screens render here without their lazy routes, which in the app wait for these texts.
beforeAll(() => loadScreenTexts());

afterEach(() => {
  cleanup();
  // A test that took the app offline (a network error) must not leave the next one offline.
  reachability.reportAnswer();
});

// The files of a worker share one process and page: each starts as if alone (kit/file-isolation.ts).
const leftovers = recordLeftovers();
afterAll(() => undoLeftovers(leftovers));
