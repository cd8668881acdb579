import { describe, expect, it } from 'vitest';
import { panelPageNames } from '@panel/contract/pages';
import { features, goKeyPage } from './commands';
import { screens } from './route-table';

describe('the route table', () => {
  it('has a screen for every page of the contract, and each shows in the layout from its feature.ts, in the table order', () => {
    expect(Object.keys(screens).sort()).toEqual([...panelPageNames].sort());
    expect(features.map(({ page }) => page)).toEqual(Object.keys(screens));
  });

  it('gives every screen its own title and `g` letter', () => {
    expect(new Set(features.map(({ title }) => title)).size).toBe(features.length);
    for (const { page, goKey } of features) expect(goKeyPage(goKey)).toBe(page);
  });
});
