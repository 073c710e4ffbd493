import { z } from 'zod';
import { USER_ROLES } from '../constants';
import { ZDayKey, ZPageQuery } from './admin-lists';
import { requiredText, ZId } from './common';
import { authIssues as a, staffIssues as m, validationIssues as v } from './issue-texts';
import { ZEmail } from './users';

/** Staff roles, invitations, the admin's user management and a therapist's own days (issue 15). */
export const ZRole = z.enum(USER_ROLES, m.roleInvalid);
export const STAFF_ROLES = ['admin', 'reception', 'therapist'] as const;
export const ZStaffRole = z.enum(STAFF_ROLES, m.staffRoleInvalid);
export type TStaffRole = z.infer<typeof ZStaffRole>;

const ZName = requiredText(a.nameRequired).max(100, v.nameMax);
const ZPhone = z.string().trim().max(30, v.phoneMax);
/** The therapist row a therapist account is (null or a form's empty choice: none). */
const ZTherapistLink = z.preprocess((value) => (value === '' ? null : value), ZId.nullable());

/** POST /api/users/invitations (admin): creates the account without a password and mails the link. */
export const ZInviteUserRequest = z.object({
  name: ZName,
  email: ZEmail,
  phone: ZPhone.optional(),
  role: ZStaffRole,
  therapistId: ZTherapistLink.optional(),
});
export type TInviteUserRequest = z.infer<typeof ZInviteUserRequest>;

/** POST /api/users (staff): a customer record without a password; its owner claims it with "forgot password". */
export const ZCreateUserRequest = z.object({ name: ZName, email: ZEmail, phone: ZPhone.optional() });
export type TCreateUserRequest = z.infer<typeof ZCreateUserRequest>;

/** PATCH /api/users/{id} (staff; the role and the therapist link only by an admin). */
export const ZUpdateUserRequest = z.object({
  name: ZName.optional(),
  email: ZEmail.optional(),
  phone: ZPhone.optional(),
  role: ZRole.optional(),
  therapistId: ZTherapistLink.optional(),
});
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

/** The longest span a therapist's own schedule is read for: a week. */
export const MY_SCHEDULE_MAX_DAYS = 7;
/** GET /api/orders/my-schedule (therapist): their reserved appointments from one day to another. */
export const ZMyScheduleQuery = ZPageQuery.extend({ from: ZDayKey, to: ZDayKey }).refine(
  ({ from, to }) => {
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    return days >= 0 && days < MY_SCHEDULE_MAX_DAYS;
  },
  { ...m.scheduleRange, path: ['to'] },
);
export type TMyScheduleQuery = z.infer<typeof ZMyScheduleQuery>;
