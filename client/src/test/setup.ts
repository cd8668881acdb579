import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import en from '../i18n/en.json';
import pl from '../i18n/pl.json';
import { primeMessages } from '../i18n/messages';

// Lazy screens load slowly when the whole suite runs in parallel on a small machine.
configure({ asyncUtilTimeout: 5000 });

primeMessages('en', en);
primeMessages('pl', pl);

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
