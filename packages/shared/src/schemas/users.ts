import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USER_ROLES } from '../constants';
import { requiredText, ZId } from './common';
import { authIssues as m, staffIssues, validationIssues as v } from './issue-texts';

export const ZEmail = requiredText(m.emailRequired).pipe(z.email(m.emailInvalid));

/** The sign-up rule (customer spec §5), also used by password reset. */
export const ZNewPassword = z
  .string(m.passwordRequired)
  .min(1, m.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, m.passwordMin)
  .max(PASSWORD_MAX_LENGTH, m.passwordMax)
  .regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, m.passwordComplexity);

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string(m.passwordRequired).min(1, m.passwordRequired).max(PASSWORD_MAX_LENGTH, m.passwordMax),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** A customer's name and phone as sign-up takes them; My account edits them by the same rules. */
export const ZAccountName = requiredText(m.nameRequired).max(100, v.nameMax);
export const ZAccountPhone = requiredText(m.phoneRequired).max(30, v.phoneMax);

export const ZRegisterRequest = z.object({
  name: ZAccountName,
  email: ZEmail,
  password: ZNewPassword,
  phone: ZAccountPhone,
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** The sign-up form adds confirmPassword, which is checked here and never sent. */
export const ZSignupForm = ZRegisterRequest.extend({ confirmPassword: z.string() }).refine(
  (form) => form.password === form.confirmPassword,
  { ...m.passwordsMustMatch, path: ['confirmPassword'] },
);
export type TSignupForm = z.infer<typeof ZSignupForm>;

export const ZCompleteProfileRequest = z.object({
  name: requiredText(m.profileFieldsRequired).max(100, v.nameMax),
  email: requiredText(m.profileFieldsRequired).pipe(z.email(m.emailInvalid)),
  phone: requiredText(m.profileFieldsRequired).max(30, v.phoneMax),
});
export type TCompleteProfileRequest = z.infer<typeof ZCompleteProfileRequest>;

export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z.object({
  token: z.string().min(1, m.resetInvalid).max(200, m.resetInvalid),
  password: ZNewPassword,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** The link of the verification mail carries one token; the page posts it. */
export const ZVerifyEmailRequest = z.object({
  token: z.string().min(1, m.verifyEmailInvalid).max(200, m.verifyEmailInvalid),
});
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;

/** What Google's return hands to the web app, exchanged with a POST by the browser that started it. */
export const ZGoogleExchangeRequest = z.object({
  code: z.string().min(1, m.googleCodeInvalid).max(200, m.googleCodeInvalid),
});
export type TGoogleExchangeRequest = z.infer<typeof ZGoogleExchangeRequest>;

export const ZChangePasswordRequest = z.object({
  currentPassword: z.string(m.passwordRequired).min(1, m.passwordRequired).max(PASSWORD_MAX_LENGTH, m.passwordMax),
  password: ZNewPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZResetPasswordForm = z
  .object({ password: ZNewPassword, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    ...m.passwordsMustMatch,
    path: ['confirmPassword'],
  });
export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

export const ZUserRole = z.enum(USER_ROLES);
export type TUserRole = z.infer<typeof ZUserRole>;

/** The user as the API presents it (customer spec §3 session user, admin spec §3 User). */
export const ZUser = z.object({
  _id: ZId,
  name: z.string(),
  /** Null only for a walk-in customer the staff know by phone alone (who never signs in). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: ZUserRole,
  isCompleted: z.boolean(),
  /** Whether the owner of the address has proved it; only a verified address gets the salon's mail. */
  emailVerified: z.boolean(),
  lastLogin: z.string().nullable(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZAuthResponse = z.object({ token: z.string(), user: ZUser, expiresAt: z.string() });
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/** What the sign-in pages need to know about the server: Google's button shows only when it can work. */
export const ZAuthProviders = z.object({ google: z.boolean() });
export type TAuthProviders = z.infer<typeof ZAuthProviders>;

/** Longest staff note on a customer (the database checks it too: users_staff_note_length_check). */
export const STAFF_NOTE_MAX_LENGTH = 1000;

/** The staff's note on a customer (allergies, preferences): staff-only; an empty note removes it. */
export const ZStaffNote = z.object({
  note: z.string(staffIssues.staffNoteTooLong).trim().max(STAFF_NOTE_MAX_LENGTH, staffIssues.staffNoteTooLong),
});
export type TStaffNote = z.infer<typeof ZStaffNote>;
