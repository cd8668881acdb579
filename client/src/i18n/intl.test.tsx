import { useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import en from './whole-en';
import pl from './whole-pl';
import { FormattedMessage, IntlProvider, loadIntl, useIntl } from './intl';
import { signInMessages } from './sign-in-messages';

// The build's catalogues: every text parsed ahead (vite.config.ts).
const precompiled = (catalogue: Record<string, string>) => Object.fromEntries(Object.entries(catalogue).map(([id, text]) => [id, parse(text)]));
const samples = [
  { login: 'anna', minutes: 1 },
  { login: 'jan', minutes: 2 },
  { login: 'ola', minutes: 5 },
  { login: 'x', minutes: 22 },
];

function Probe({ id, values }: { id: string; values?: Record<string, unknown> }) {
  const intl = useIntl();
  return <span data-testid="probe">{intl.formatMessage({ id: id as never }, values as never)}</span>;
}

describe('the sign-in routes before react-intl loads', () => {
  it.each([
    ['en', en],
    ['pl', pl],
  ] as const)('formats every sign-in text of %s as react-intl does', (locale, catalogue) => {
    const messages = precompiled(signInMessages(catalogue));
    const reference = createIntl({ locale, messages: messages as never, onError: () => undefined });
    const shown: ReturnType<typeof useIntl>[] = [];
    function Grab() {
      const intl = useIntl();
      useEffect(() => void shown.push(intl), [intl]);
      return null;
    }
    render(
      <IntlProvider locale={locale} messages={messages as never}>
        <Grab />
      </IntlProvider>,
    );
    for (const id of Object.keys(messages))
      for (const values of samples)
        expect(shown[0].formatMessage({ id: id as never }, values), id).toEqual(reference.formatMessage({ id: id as never }, values));
  });

  it('shows a text, its plural and, for an unknown id, the id, reporting it', () => {
    const onError = vi.fn();
    const messages = precompiled({ 'login.error.throttled': pl['login.error.throttled'], 'app.name': pl['app.name'] });
    const { rerender } = render(
      <IntlProvider locale="pl" messages={messages as never} onError={onError}>
        <FormattedMessage id="login.error.throttled" values={{ minutes: 3 }} />
      </IntlProvider>,
    );
    expect(document.body.textContent).toContain('Spróbuj ponownie za 3 minuty.');
    rerender(
      <IntlProvider locale="pl" messages={messages as never} onError={onError}>
        <Probe id="nothing.here" />
      </IntlProvider>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('nothing.here');
    expect(onError).toHaveBeenCalled();
  });

  it("asks Intl for the locale's data while the sign-in screen is idle, so the first signed-in render does not", async () => {
    // The module afresh, before react-intl loads: a worker's test files share their modules, and
    // another file may have loaded react-intl into this one (whose createIntl asks at once).
    vi.resetModules();
    const fresh = await import('./intl');
    const asked = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const { unmount } = render(
      <fresh.IntlProvider locale="pl" messages={precompiled({ 'app.name': pl['app.name'] }) as never}>
        <fresh.FormattedMessage id="app.name" />
      </fresh.IntlProvider>,
    );
    expect(asked).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(asked).toHaveBeenCalledWith('pl'));
    unmount();
    asked.mockRestore();
  });

  it('formats with react-intl once it has loaded, showing the same text', async () => {
    const messages = precompiled({ 'toast.signedInAs': en['toast.signedInAs'], 'common.loading': en['common.loading'] });
    render(
      <IntlProvider locale="en" messages={messages as never}>
        <FormattedMessage id="toast.signedInAs" values={{ login: <b key="login">anna</b> }} />
        <Probe id="common.loading" />
      </IntlProvider>,
    );
    expect(document.body.textContent).toContain('Signed in as anna.');
    await loadIntl();
    expect(await screen.findByText('anna')).toBeInTheDocument();
    expect(document.body.textContent).toContain('Signed in as anna.');
    expect(screen.getByTestId('probe')).toHaveTextContent(en['common.loading']);
  });
});
