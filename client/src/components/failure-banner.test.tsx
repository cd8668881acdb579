import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, networkError, toFailure, withReference } from '../api/errors';
import { renderWithProviders } from '../test/render';
import { FailureBanner } from './failure-banner';

const AT = Date.UTC(2026, 10, 28, 6, 12, 3);
const failed = (error: ApiError) => toFailure(withReference(error, '/domain/add', AT));

describe('failure banner', () => {
  it('after a server failure: nothing changed, Retry, and the reference to quote', async () => {
    const retry = vi.fn();
    renderWithProviders(
      <FailureBanner failure={failed(new ApiError({ code: 500, type: 'internal', message: 'boom' }))} onRetry={retry}>
        Unknown error.
      </FailureBanner>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^Unknown error\.$/);
    const banner = screen.getByTestId('failure-details');
    expect(banner).toHaveTextContent('Nothing was changed.');
    expect(banner).toHaveTextContent('Reference for support: POST /domain/add · 06:12:03 UTC');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('offers no Retry for a refusal, and says a lost reply may not have arrived', () => {
    const { unmount } = renderWithProviders(
      <FailureBanner failure={failed(new ApiError({ code: 409, type: 'conflict', message: 'taken' }))} onRetry={() => undefined}>
        Taken.
      </FailureBanner>,
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByTestId('failure-details')).toHaveTextContent('Nothing was changed.');
    unmount();
    renderWithProviders(
      <FailureBanner failure={failed(networkError())} onRetry={() => undefined}>
        No connection.
      </FailureBanner>,
    );
    expect(screen.getByTestId('failure-details')).toHaveTextContent('The server may not have received it');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
