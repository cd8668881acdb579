import { describe, expect, it } from 'vitest';
import { ApiError, networkError, toFailure } from '../api/errors';
import { dialogErrorMessage } from './dialog-error';

const failure = (code: number) => new ApiError({ code, type: 'x', message: 'x' });

describe('dialog error message', () => {
  it('says the server cannot be reached when no reply arrived', () => {
    expect(dialogErrorMessage(networkError())).toBe('error.network');
    expect(dialogErrorMessage(networkError(), { 409: 'domainAdd.error.taken' }, 'log.error')).toBe('error.network');
  });

  it("uses the status's own message, else 'Unknown error.' or the dialog's fallback", () => {
    expect(dialogErrorMessage(failure(409), { 409: 'domainAdd.error.taken' })).toBe('domainAdd.error.taken');
    expect(dialogErrorMessage(failure(500), { 409: 'domainAdd.error.taken' })).toBe('error.unknown');
    expect(dialogErrorMessage(failure(404), {}, 'log.error')).toBe('log.error');
  });

  it('reads the plain failures RTK Query keeps, and calls anything else unknown', () => {
    expect(dialogErrorMessage(toFailure(networkError()))).toBe('error.network');
    expect(dialogErrorMessage(toFailure(failure(409)), { 409: 'domainAdd.error.taken' })).toBe('domainAdd.error.taken');
    expect(dialogErrorMessage(new TypeError('boom'))).toBe('error.unknown');
    expect(dialogErrorMessage(toFailure(new TypeError('boom')))).toBe('error.unknown');
    expect(dialogErrorMessage(undefined)).toBe('error.unknown');
  });
});
