import { describe, expect, it } from 'vitest';
import { canGoBack, canGoNext, folderValid, initialWizard, installErrorMessage, reviewWarnings, wizardDirectory } from './wizard-steps';

const base = initialWizard('wordpress', 'example.com');

describe('install wizard steps', () => {
  it('enables Next by the step rules and Go back after the first step', () => {
    expect(canGoNext({ ...base, type: '' })).toBe(false);
    expect(canGoNext(base)).toBe(true);
    expect(canGoBack(base)).toBe(false);
    expect(canGoNext({ ...base, step: 1, domain: '' })).toBe(false);
    expect(canGoNext({ ...base, step: 1 })).toBe(true);
    expect(canGoNext({ ...base, step: 2, database: 'existing', existing: '' })).toBe(false);
    expect(canGoNext({ ...base, step: 2, database: 'existing', existing: 'demo_shop' })).toBe(true);
    expect(canGoNext({ ...base, step: 2 })).toBe(true);
    expect(canGoNext({ ...base, step: 4 })).toBe(false);
    expect(canGoBack({ ...base, step: 1 })).toBe(true);
  });

  it('checks the folder only for a subdirectory', () => {
    expect(folderValid({ ...base, folder: '' })).toBe(true);
    expect(folderValid({ ...base, location: 'sub', folder: '' })).toBe(false);
    expect(folderValid({ ...base, location: 'sub', folder: '/' })).toBe(false);
    expect(folderValid({ ...base, location: 'sub', folder: 'a//b' })).toBe(false);
    expect(folderValid({ ...base, location: 'sub', folder: 'blog' })).toBe(true);
    expect(wizardDirectory({ ...base, location: 'sub', folder: 'blog' })).toBe('/blog/');
    expect(wizardDirectory(base)).toBe('/');
  });

  it('warns about an install at the address, a redirection above it and a used database', () => {
    const lists = {
      scripts: [{ id: 1, type: 'wordpress', domain: 'example.com', directory: '/blog/', database: 'demo_wordpress' }],
      redirects: [
        { domain: 'example.com', directory: '/blog/', destination: 'http://x.com', type: 'normal' as const, code: 301 as const },
        { domain: 'shop.example.com', directory: '/', destination: 'shop.example.com/', type: 'http' as const, code: 301 as const },
      ],
      databases: [],
    };
    const blog = { ...base, location: 'sub' as const, folder: 'blog' };
    expect(reviewWarnings(blog, lists)).toEqual(['installed', 'redirected']);
    expect(reviewWarnings({ ...blog, folder: 'blog/x', database: 'existing', existing: 'DEMO_wordpress' }, lists)).toEqual(['redirected', 'databaseUsed']);
    expect(reviewWarnings({ ...base, domain: 'shop.example.com' }, lists)).toEqual([]);
  });

  it('maps the install refusals to their texts', () => {
    expect(installErrorMessage(412, 'Directory not empty')).toBe('scriptWizard.error.directory');
    expect(installErrorMessage(412, 'Database not empty')).toBe('scriptWizard.error.database');
    expect(installErrorMessage(412, 'Other')).toBe('scriptWizard.error.install');
    expect(installErrorMessage(500, 'x')).toBe('scriptWizard.error.install');
  });
});
