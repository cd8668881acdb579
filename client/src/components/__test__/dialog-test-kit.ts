import { ApiError } from '../../api/errors';

/** A fake API handler that fails as the server (or the network) would: an `ApiError` with this status. */
export const failWith =
  (code: number, type = 'x', message = 'x') =>
  (): never => {
    throw new ApiError({ code, type, message });
  };
