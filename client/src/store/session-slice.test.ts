import { describe, expect, it } from 'vitest';
import { sessionReply } from '../test/fixtures';
import { fileDirSet, navigationReducer, redirectCleared, redirectSet, startNavigation } from './navigation-slice';
import { rootReducer } from './root-reducer';
import { localeChanged, sessionReducer, signedIn, signedOut, signedOutSession } from './session-slice';

describe('session', () => {
  it('takes the session, the plan and every list from the sign-in reply', () => {
    const state = rootReducer(undefined, signedIn(sessionReply({ locale: 'pl' })));
    expect(state.session.token).toBe('token-1');
    expect(state.session.login).toBe('demo');
    expect(state.session.locale).toBe('pl');
    expect(state.session.plan?.package?.diskLimit).toBe(10 * 1024 ** 3);
    expect(state.session.plan?.connector?.ns1).toBe('ns1.example.net');
    expect(state.session.plan?.phpVersions).toEqual(['8.1', '8.2', '8.3']);
    expect(state.pendingLists.lists?.domains.map((d) => d.domain)).toEqual(['example.com', 'shop.example.com']);
    expect(state.pendingLists.lists?.ftp).toEqual({ login: 'demo' });
    expect(state.pendingLists.lists).not.toHaveProperty('token');
    expect(state.navigation.fileDir).toBe('/');
  });

  it('forgets the account, its lists and where the user was on sign-out, but keeps the language', () => {
    let state = rootReducer(undefined, localeChanged('pl'));
    state = rootReducer(state, signedIn(sessionReply()));
    state = rootReducer(state, fileDirSet('/domains'));
    state = rootReducer(state, redirectSet({ page: 'emails', action: 'accounts', domain: 'example.com' }));
    state = rootReducer(state, signedOut());
    expect(state.session).toEqual(signedOutSession('pl', true));
    expect(state.navigation).toEqual(startNavigation());
    expect(state.pendingLists.lists).toBeNull();
  });

  it('keeps a one-off redirect instruction until it is cleared', () => {
    let state = navigationReducer(undefined, redirectSet({ page: 'emails', action: 'accounts', domain: 'example.com' }));
    expect(state.redirect).toEqual({ page: 'emails', action: 'accounts', domain: 'example.com' });
    state = navigationReducer(state, redirectCleared());
    expect(state.redirect).toBeNull();
  });

  it("keeps a picked language through sign-in and sign-out; the reply's language applies only without a pick", () => {
    let state = sessionReducer(signedOutSession('en'), localeChanged('en'));
    state = sessionReducer(state, signedIn(sessionReply({ locale: 'pl' })));
    expect(state.locale).toBe('en');
    state = sessionReducer(state, localeChanged('pl'));
    state = sessionReducer(state, signedOut());
    state = sessionReducer(state, signedIn(sessionReply({ locale: 'en' })));
    expect(state.locale).toBe('pl');
    expect(sessionReducer(signedOutSession('en', true), signedIn(sessionReply({ locale: 'pl' }))).locale).toBe('en');
    expect(sessionReducer(signedOutSession('en'), signedIn(sessionReply({ locale: 'pl' }))).locale).toBe('pl');
  });

  it('changes the file directory', () => {
    const state = navigationReducer(undefined, fileDirSet('/domains/example.com/public_html'));
    expect(state.fileDir).toBe('/domains/example.com/public_html');
    expect(navigationReducer(state, fileDirSet('')).fileDir).toBe('/');
  });
});
