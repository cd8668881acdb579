/** The fixtures a test server has unless a test asks for others (big only where a test needs it: it writes a 200 MB log). */
export const TEST_FIXTURES = ['demo', 'basic', 'unpaid', 'empty'] as const;
