import { z } from 'zod';
import { CONTACT_LIMITS, PROBLEM_STATUSES } from '../constants';
import { requiredText } from './common';
import { contactIssues as m, validationIssues } from './issue-texts';

/** The home page's 'Get in Touch' form, sent as a problem report (customer spec §5). */
export const ZContactForm = z.object({
  title: requiredText(m.titleRequired)
    .min(CONTACT_LIMITS.title.min, m.titleMin)
    .max(CONTACT_LIMITS.title.max, m.titleMax),
  description: requiredText(m.descriptionRequired)
    .min(CONTACT_LIMITS.description.min, m.descriptionMin)
    .max(CONTACT_LIMITS.description.max, m.descriptionMax),
  email: requiredText(m.emailRequired).pipe(z.email(m.emailInvalid)),
  phone: requiredText(m.phoneRequired)
    .min(CONTACT_LIMITS.phone.min, m.phoneMin)
    .max(CONTACT_LIMITS.phone.max, m.phoneMax),
});
export type TContactForm = z.infer<typeof ZContactForm>;

export const ZProblemStatus = z.enum(PROBLEM_STATUSES, validationIssues.invalidStatus);

/** A problem as staff file or edit it (admin spec §5): the contact fields plus a status. */
export const ZProblemInput = ZContactForm.extend({ status: ZProblemStatus.optional() });
export type TProblemInput = z.infer<typeof ZProblemInput>;

export const ZProblem = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  email: z.string(),
  phone: z.string(),
  status: ZProblemStatus,
  createdAt: z.string(),
});
export type TProblem = z.infer<typeof ZProblem>;
