// The shared rules bring zod (about 25 kB gzip). The sign-in screen fetches them on the first
// keystroke or submit rather than with the page, which keeps the sign-in route within its budget.
type Rules = typeof import('@panel/contract/rules');

let rules: Promise<Rules> | undefined;

export function loadLoginRules(): Promise<Rules> {
  rules ??= import('@panel/contract/rules').catch((error: unknown) => {
    rules = undefined; // a failed fetch may succeed on the next try
    throw error;
  });
  return rules;
}
