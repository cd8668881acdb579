import { describe, expect, it } from 'vitest';
import { isClientRoute, isPageAction, isPanelPage, pagePath, pageRedirect, panelPageNames } from '../src/pages';

describe('page list', () => {
  it('holds the ten layout screens and the backups extension’s in sidebar order', () => {
    expect(panelPageNames).toEqual(['domains', 'emails', 'databases', 'redirects', 'ssl', 'scripts', 'logs', 'access', 'files', 'backups', 'advanced']);
    expect(pagePath('ssl')).toBe('/ssl');
  });

  it('knows its pages and the instructions each accepts', () => {
    expect(isPanelPage('emails')).toBe(true);
    expect(isPanelPage('login')).toBe(false);
    expect(isPanelPage('toString')).toBe(false);
    expect(isPageAction('databases', 'postgresAdd')).toBe(true);
    expect(isPageAction('databases', 'accounts')).toBe(false);
    expect(isPageAction('domains', 'password')).toBe(true);
  });
});

describe('redirect hints', () => {
  it('keeps a known page with an action it accepts and the domain', () => {
    expect(pageRedirect({ page: 'emails', action: 'forwarders', domain: 'example.com' })).toEqual({
      page: 'emails',
      redirect: { page: 'emails', action: 'forwarders', domain: 'example.com' },
    });
  });

  it('opens a page without instruction when there is nothing to do there', () => {
    expect(pageRedirect({ page: 'logs', action: null, domain: null })).toEqual({ page: 'logs', redirect: null });
    expect(pageRedirect({ page: 'logs', action: 'nonsense', domain: '' })).toEqual({ page: 'logs', redirect: null });
  });

  it('drops an action the page does not accept but keeps the domain', () => {
    expect(pageRedirect({ page: 'ssl', action: 'mysqlAdd', domain: 'shop.example.com' })).toEqual({
      page: 'ssl',
      redirect: { page: 'ssl', action: null, domain: 'shop.example.com' },
    });
  });

  it('sends an unknown page or no hint to the domains, without instruction', () => {
    expect(pageRedirect({ page: 'billing', action: 'pay', domain: 'example.com' })).toEqual({ page: 'domains', redirect: null });
    expect(pageRedirect(null)).toEqual({ page: 'domains', redirect: null });
  });
});

describe('client routes', () => {
  it.each(['/', '/login', '/login/', '/domains', '/emails/', '/advanced', '/authorize/abc123'])('%s is a client route', (path) => {
    expect(isClientRoute(path)).toBe(true);
  });

  it.each(['/api/keepalive', '/no-such-page', '/domains/extra', '/authorize', '/authorize/a/b', '/config.json', '/assets/app.js', '/loginx'])(
    '%s is not',
    (path) => {
      expect(isClientRoute(path)).toBe(false);
    },
  );
});
