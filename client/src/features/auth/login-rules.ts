// The shared rules bring zod (about 25 kB gzip). The sign-in screen fetches them on the first
// keystroke or submit rather than with the page, which keeps the sign-in route within its budget.
import { importOnce } from '../../lib/import-once';

/** The rules, fetched once (again after a failure: a failed fetch may succeed on the next try). */
export const loadLoginRules = importOnce(() => import('@panel/contract/rules'));
