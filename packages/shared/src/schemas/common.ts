import { z } from 'zod';
import type { IssueText } from '../i18n/issue-text';
import { validationIssues } from './issue-texts';

/** Every entity is identified by `_id`, a UUID string (spec §3 of both documents). */
export const ZId = z.uuid(validationIssues.invalidId);

export const ZIdParams = z.object({ id: ZId });
export type TIdParams = z.infer<typeof ZIdParams>;

/** The body of every error answer (STYLE: clients get `{ message, errors? }`). */
export const ZErrorResponse = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** A string that must not be blank once trimmed; `required` is the spec's message for that. */
export function requiredText(required: IssueText) {
  return z.string(required).trim().min(1, required);
}
