export const FIXTURE_NAMES = ['demo', 'basic', 'unpaid', 'empty', 'big'] as const;
export type FixtureName = (typeof FIXTURE_NAMES)[number];
