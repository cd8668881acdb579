import { describe, expect, it } from 'vitest';
import { domain, sessionReply } from '../test/fixtures';
import {
  accountReducer,
  emptyAccount,
  fileDirSet,
  listsMerged,
  localeChanged,
  redirectCleared,
  redirectSet,
  signedIn,
  signedOut,
  syncFinished,
  syncStarted,
} from './account-slice';

describe('account slice', () => {
  it('takes the session, the plan and every list from the sign-in reply', () => {
    const state = accountReducer(emptyAccount('en'), signedIn(sessionReply({ locale: 'pl' })));
    expect(state.session).toBe('token-1');
    expect(state.login).toBe('demo');
    expect(state.locale).toBe('pl');
    expect(state.package?.diskLimit).toBe(10 * 1024 ** 3);
    expect(state.connector?.ns1).toBe('ns1.example.net');
    expect(state.phpVersions).toEqual(['8.1', '8.2', '8.3']);
    expect(state.domains.map((d) => d.domain)).toEqual(['example.com', 'shop.example.com']);
    expect(state.ftp).toEqual({ login: 'demo' });
    expect(state.fileDir).toBe('/');
    expect(state.syncing).toBe(0);
  });

  it('merges only the lists a reply carries', () => {
    const before = accountReducer(emptyAccount('en'), signedIn(sessionReply()));
    const after = accountReducer(
      before,
      listsMerged({ domains: [domain('new.example.org')], user: { ...before.user!, diskUsed: 5 } }),
    );
    expect(after.domains.map((d) => d.domain)).toEqual(['new.example.org']);
    expect(after.user?.diskUsed).toBe(5);
    expect(after.ftp).toBe(before.ftp);
    expect(after.connector).toBe(before.connector);
    expect(after.session).toBe('token-1');
  });

  it('keeps a list the reply brings unchanged, and the unchanged items of a changed one', () => {
    const before = accountReducer(emptyAccount('en'), signedIn(sessionReply()));
    const same = structuredClone({ domains: before.domains, user: before.user!, emailAccounts: before.emailAccounts });
    expect(accountReducer(before, listsMerged(same))).toBe(before);

    const [first, second] = before.domains;
    const after = accountReducer(before, listsMerged({ domains: [{ ...first }, { ...second, diskUsed: second.diskUsed + 1 }] }));
    expect(after.domains).not.toBe(before.domains);
    expect(after.domains[0]).toBe(first);
    expect(after.domains[1].diskUsed).toBe(second.diskUsed + 1);
  });

  it('ignores keys that are not lists', () => {
    const before = accountReducer(emptyAccount('en'), signedIn(sessionReply()));
    const after = accountReducer(before, listsMerged({ token: 'other', domains: [] } as never));
    expect(after.session).toBe('token-1');
    expect(after.domains).toEqual([]);
  });

  it('forgets the account on sign-out but keeps the language', () => {
    let state = accountReducer(emptyAccount('en'), signedIn(sessionReply({ locale: 'pl' })));
    state = accountReducer(state, fileDirSet('/domains'));
    state = accountReducer(state, signedOut());
    expect(state).toEqual(emptyAccount('pl'));
  });

  it('keeps a one-off redirect instruction until it is cleared', () => {
    let state = accountReducer(emptyAccount('en'), redirectSet({ page: 'emails', action: 'accounts', domain: 'example.com' }));
    expect(state.redirect).toEqual({ page: 'emails', action: 'accounts', domain: 'example.com' });
    state = accountReducer(state, redirectCleared());
    expect(state.redirect).toBeNull();
  });

  it('counts syncs in flight and never below zero', () => {
    let state = accountReducer(emptyAccount('en'), syncStarted());
    state = accountReducer(state, syncStarted());
    expect(state.syncing).toBe(2);
    state = accountReducer(state, syncFinished());
    state = accountReducer(state, syncFinished());
    state = accountReducer(state, syncFinished());
    expect(state.syncing).toBe(0);
  });

  it('keeps a picked language through sign-in and sign-out; the reply\'s language applies only without a pick', () => {
    let state = accountReducer(emptyAccount('en'), localeChanged('en'));
    state = accountReducer(state, signedIn(sessionReply({ locale: 'pl' })));
    expect(state.locale).toBe('en');
    state = accountReducer(state, localeChanged('pl'));
    state = accountReducer(state, signedOut());
    state = accountReducer(state, signedIn(sessionReply({ locale: 'en' })));
    expect(state.locale).toBe('pl');
    expect(accountReducer(emptyAccount('en', true), signedIn(sessionReply({ locale: 'pl' }))).locale).toBe('en');
    expect(accountReducer(emptyAccount('en'), signedIn(sessionReply({ locale: 'pl' }))).locale).toBe('pl');
  });

  it('changes the language and the file directory', () => {
    let state = accountReducer(emptyAccount('en'), localeChanged('pl'));
    state = accountReducer(state, fileDirSet('/domains/example.com/public_html'));
    expect(state.locale).toBe('pl');
    expect(state.fileDir).toBe('/domains/example.com/public_html');
    expect(accountReducer(state, fileDirSet('')).fileDir).toBe('/');
  });
});
