// The typed test-control client; the Playwright fixtures are at '@panel/test-kit/playwright'.
export * from './client';
