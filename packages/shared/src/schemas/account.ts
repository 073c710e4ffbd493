import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { LOCALES } from '../i18n/locale';
import { authIssues, accountIssues as m } from './issue-texts';
import { ZInvoice } from './till';
import { ZAccountName, ZAccountPhone, ZChangePasswordRequest, ZEmail, ZUser } from './users';

/** My account: what a signed-in customer changes, sees and takes away of their own account. */

/** The current password, where an action asks for it again; absent for an account that signs in with Google only. */
const ZCurrentPassword = z.string().max(PASSWORD_MAX_LENGTH, m.passwordRequired).optional();

/**
 * Where the customer wants their appointment confirmations and reminders: e-mail on by default,
 * SMS and WhatsApp only once they opt in.
 */
export const ZMessageChannels = z.object({ email: z.boolean(), sms: z.boolean(), whatsapp: z.boolean() });
export type TMessageChannels = z.infer<typeof ZMessageChannels>;

/** One of the product's languages. */
export const ZLocale = z.enum(LOCALES);

/** `PUT /api/account/language`: the signed-in person's language, remembered on the account. */
export const ZAccountLanguageRequest = z.object({ locale: ZLocale });
export type TAccountLanguageRequest = z.infer<typeof ZAccountLanguageRequest>;

/** The account as My account shows it: the user, and how they sign in (which decides what each action asks). */
export const ZAccount = ZUser.extend({
  hasPassword: z.boolean(),
  signsInWithGoogle: z.boolean(),
  channels: ZMessageChannels,
  /**
   * Whether the current phone is the number its owner proved with a texted code: SMS and WhatsApp
   * go only to a proved number. A changed phone is unproved until its own code.
   */
  phoneVerified: z.boolean(),
  /** The account's language: its mail, messages and reminders go out in it. The server always sends it. */
  locale: ZLocale.optional(),
});
export type TAccount = z.infer<typeof ZAccount>;

/** `POST /api/users/me/phone/verify`: the 6-digit code texted to the account's phone. */
export const ZVerifyPhoneRequest = z.object({
  code: z
    .string(m.phoneCodeRequired)
    .trim()
    .regex(/^\d{6}$/, m.phoneCodeRequired),
});
export type TVerifyPhoneRequest = z.infer<typeof ZVerifyPhoneRequest>;

export const ZUpdateProfileRequest = z.object({ name: ZAccountName, phone: ZAccountPhone });
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

/** The change-password form adds the new password's confirmation, checked here and never sent. */
export const ZChangePasswordForm = ZChangePasswordRequest.extend({ confirmPassword: z.string() }).refine(
  (form) => form.password === form.confirmPassword,
  { ...authIssues.passwordsMustMatch, path: ['confirmPassword'] },
);
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

export const ZChangeEmailRequest = z.object({ email: ZEmail, currentPassword: ZCurrentPassword });
export type TChangeEmailRequest = z.infer<typeof ZChangeEmailRequest>;

/** The word a Google-only account types to confirm its deletion (it has no password to give). */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

export const ZDeleteAccountRequest = z.object({
  currentPassword: ZCurrentPassword,
  confirmation: z.string().max(20, m.confirmationWrong).optional(),
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;

/** One signed-in browser of the account, as My account lists it. */
export const ZAccountSession = z.object({
  _id: z.string(),
  /** The browser's own description (its User-Agent), null for sessions opened by scripts. */
  userAgent: z.string().nullable(),
  address: z.string().nullable(),
  startedAt: z.string(),
  expiresAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSession>;
export const ZAccountSessions = z.array(ZAccountSession);

const ZExportItem = z.object({
  service: z.string(),
  therapist: z.string(),
  starttime: z.string(),
  endtime: z.string(),
  price: z.number(),
  outcome: z.string().nullable(),
});

const ZExportOrder = z.object({
  _id: z.string(),
  date: z.string(),
  status: z.string(),
  total: z.number(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  customerEmail: z.string().nullable(),
  items: z.array(ZExportItem),
});

const ZExportMessage = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

/** A waitlist the customer joined, whatever became of it. */
const ZExportWaitlistEntry = z.object({
  service: z.string(),
  therapist: z.string().nullable(),
  day: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
});

/** "Download my data": the account (no password or token hashes), its orders with items, its contact messages, its waitlists. */
export const ZAccountExport = z.object({
  exportedAt: z.string(),
  account: ZAccount.extend({ createdAt: z.string() }),
  orders: z.array(ZExportOrder),
  messages: z.array(ZExportMessage),
  waitlist: z.array(ZExportWaitlistEntry),
  /** The customer's invoices, receipts and credit notes, each as it was issued (issue 29). */
  invoices: z.array(ZInvoice),
});
export type TAccountExport = z.infer<typeof ZAccountExport>;
