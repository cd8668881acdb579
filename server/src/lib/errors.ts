import type { ZodType } from 'zod';
import { ruleMessage } from '@panel/contract/rules';
/** An error the client is meant to see: status, a stable type and a readable message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
    /** More fields of the error body (the sign-in's `challengeToken`). */
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const noSession = () => new ApiError(403, 'session', 'No valid session.');
export const notFound = (what: string) => new ApiError(404, 'notFound', `${what} not found.`);
export const notAcceptable = (message: string, field?: string) => new ApiError(406, 'notAcceptable', message, field);
export const conflict = (message: string, field?: string) => new ApiError(409, 'conflict', message, field);
export const invalid = (message: string, field?: string) => new ApiError(400, 'validation', message, field);

/**
 * Checks a value against a shared rule (the zod schema the client's form uses too); a failure is
 * 400 `validation` with the rule's own English message and the field it names (or `field`).
 */
export function checkRule<T>(schema: ZodType<T>, value: unknown, field?: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw invalid(ruleMessage(issue.message), field ?? (issue.path.length ? String(issue.path[0]) : undefined));
}
