import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/whole-en';
import pl from '../../i18n/whole-pl';
import { failOnIntlError } from '../../test/render';
import { CronDescription, CronPreview } from './cron-meaning-view';

const inLanguage = (locale: 'en' | 'pl', ui: React.ReactElement) =>
  render(
    <IntlProvider locale={locale} messages={locale === 'en' ? en : pl} onError={failOnIntlError}>
      {ui}
    </IntlProvider>,
  );

describe('the CRON schedule in plain words on screen', () => {
  it('describes a schedule and lists its next five runs, in English', async () => {
    inLanguage('en', <CronPreview settings="15 3 * * *" />);
    expect(await screen.findByTestId('cron-meaning')).toHaveTextContent('At 03:15 AM');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(
      screen.getByText(
        `Times are on the server's clock. The panel is not told the server's time zone: the next runs below assume it is yours (${zone}), with UTC beside each:`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('cron-next-runs').querySelectorAll('li')).toHaveLength(5);
    expect(screen.getByTestId('cron-next-runs')).toHaveTextContent(/UTC\)/);
    expect(screen.queryByTestId('cron-problem')).toBeNull();
  });

  it('names the wrong field and why, in Polish, and lists no runs', async () => {
    const view = inLanguage('pl', <CronPreview settings="0 24 * * *" />);
    expect(await screen.findByTestId('cron-problem')).toHaveTextContent(
      'Błąd w polu „godzina” (2. z 5): wpisz * albo liczby od 0 do 23, łączone znakami , - lub /.',
    );
    expect(screen.queryByTestId('cron-next-runs')).toBeNull();
    view.rerender(
      <IntlProvider locale="pl" messages={pl} onError={failOnIntlError}>
        <CronPreview settings="0 0 * *" />
      </IntlProvider>,
    );
    expect(screen.getByTestId('cron-problem')).toHaveTextContent('ten ma 4 pola.');
  });

  it('reads a table schedule in Polish, the fallback until then', async () => {
    inLanguage('pl', <CronDescription settings="*/5 * * * 1-5" fallback={<code>*/5 * * * 1-5</code>} />);
    expect(await screen.findByTestId('cron-description')).toHaveTextContent('Co 5 minut, od poniedziałku do piątku');
  });
});
