import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import en from '../i18n/whole-en';
import pl from '../i18n/whole-pl';
import { primeMessages } from '../i18n/messages';
import { noteServerDate } from '../lib/server-time';

// Lazy screens load slowly when the whole suite runs in parallel on a small machine.
configure({ asyncUtilTimeout: 5000 });

primeMessages('en', en);
primeMessages('pl', pl);

afterEach(() => {
  cleanup();
  // The test files of a worker share one window (isolate: false): a store's write still waiting
  // (store.ts writes a moment after a change) is made now, as when a page is left, so it cannot
  // land in the next test's storage; then the storage is emptied.
  window.dispatchEvent(new Event('pagehide'));
  sessionStorage.clear();
  localStorage.clear();
  // The server's time a test gave (a reply's Date header) is not the next file's: back to the browser's.
  noteServerDate(new Date().toUTCString());
});
