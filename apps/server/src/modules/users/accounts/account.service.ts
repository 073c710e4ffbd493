import {
  DELETE_CONFIRMATION_WORD,
  type Locale,
  type TAccount,
  type TAccountExport,
  type TAccountSession,
  type TDeleteAccountRequest,
  type TMessageChannels,
  type TMessageResponse,
  type TUpdateProfileRequest,
  toE164Phone,
} from '@salon/shared';
import { serviceNameIn } from '@/lib/catalog-text';
import { AppError, conflict, notFound } from '@/lib/errors';
import { answerIn, message, SHARED } from '@/lib/message';
import type { Principal } from '@/lib/principal';
import { documentsForExport } from '@/modules/invoices';
import { cancelFutureOrdersOf, cancellableOnline, ordersWithItemsOf } from '@/modules/orders';
import { clockOf, listAllEntriesOf } from '@/modules/waitlist';
import * as sessions from '../sessions/sessions.repository';
import type { UsersDeps } from '../users.deps';
import { presentUser } from '../users.presenter';
import * as repository from '../users.repository';
import { anonymiseOrdersOf, forgetDeliveryPhonesOf, listOwnMessages, nextAppointmentOf } from './account.repository';
import { fieldError, requireCurrentPassword } from './current-password';

/** My account: a signed-in customer's own details, sessions, data and departure. */

function presentAccount(user: repository.UserRow): TAccount {
  return {
    ...presentUser(user),
    hasPassword: user.passwordHash !== null,
    signsInWithGoogle: user.googleSubject !== null,
    channels: { email: user.messagesByEmail, sms: user.messagesBySms, whatsapp: user.messagesByWhatsapp },
    // Texts go only to a proved number: a phone changed since its proof reads as unproved.
    phoneVerified: user.verifiedPhone !== null && toE164Phone(user.phone) === user.verifiedPhone,
    locale: user.locale,
  };
}

/** The account's language: what its mail, messages and reminders are written in from now on. */
export async function setLanguage(deps: UsersDeps, userId: string, locale: Locale): Promise<void> {
  if (!(await repository.setLocale(deps.db, userId, locale))) throw notFound('User');
}

export async function getAccount(deps: UsersDeps, userId: string): Promise<TAccount> {
  const user = await repository.findUserById(deps.db, userId);
  if (!user) throw notFound('User');
  return presentAccount(user);
}

export async function updateProfile(deps: UsersDeps, userId: string, input: TUpdateProfileRequest): Promise<TAccount> {
  const user = await repository.updateUser(deps.db, userId, { name: input.name, phone: input.phone });
  if (!user) throw notFound('User');
  return presentAccount(user);
}

/**
 * The channels of the customer's appointment messages. SMS and WhatsApp need a number a gateway can reach,
 * so opting in without one is refused with the reason rather than stored and never used.
 */
export async function updateChannels(deps: UsersDeps, userId: string, input: TMessageChannels): Promise<TAccount> {
  const user = await repository.findUserById(deps.db, userId);
  if (!user) throw notFound('User');
  if ((input.sms || input.whatsapp) && !toE164Phone(user.phone)) {
    throw fieldError(input.sms ? 'sms' : 'whatsapp', message(SHARED.account, 'channelsNeedPhone'));
  }
  const updated = await repository.updateUser(deps.db, userId, {
    messagesByEmail: input.email,
    messagesBySms: input.sms,
    messagesByWhatsapp: input.whatsapp,
  });
  if (!updated) throw notFound('User');
  return presentAccount(updated);
}

export async function listSessions(deps: UsersDeps, principal: Principal): Promise<TAccountSession[]> {
  const rows = await sessions.listLiveSessionsOf(deps.db, principal.userId);
  return rows.map((row) => ({
    _id: row.id,
    userAgent: row.userAgent,
    address: row.address,
    startedAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    current: row.id === principal.sessionId,
  }));
}

/** Someone else's session (or one already ended) is "not found": the answer tells nothing about it. */
export async function endOwnSession(
  deps: UsersDeps,
  principal: Principal,
  sessionId: string,
): Promise<TMessageResponse> {
  if (!(await sessions.deleteSessionOf(deps.db, principal.userId, sessionId))) {
    throw new AppError('NOT_FOUND', message(SHARED.account, 'sessionNotFound'));
  }
  return answerIn(deps.locale, message(SHARED.account, 'sessionEnded'));
}

/**
 * Everything the salon keeps about the caller, and nothing about anyone else; never a hash. Services are
 * named in the request's language.
 */
export async function exportData(deps: UsersDeps, userId: string): Promise<TAccountExport> {
  const locale = deps.locale ?? 'en';
  const user = await repository.findUserById(deps.db, userId);
  if (!user) throw notFound('User');
  const { orders: orderRows, items } = await ordersWithItemsOf(deps.db, userId);
  const messages = await listOwnMessages(deps.db, user);
  const waitlist = await listAllEntriesOf(deps.db, userId);
  const invoices = await documentsForExport(deps.db, userId);
  return {
    exportedAt: new Date().toISOString(),
    account: { ...presentAccount(user), createdAt: user.createdAt.toISOString() },
    orders: orderRows.map((row) => ({
      _id: row.id,
      date: row.date.toISOString(),
      status: row.status,
      total: Number(row.total),
      customerName: row.customerName,
      customerPhone: row.customerPhone,
      customerEmail: row.customerEmail,
      items: items
        .filter((item) => item.orderId === row.id)
        .map((item) => ({
          service: serviceNameIn(item, locale),
          therapist: item.therapistName,
          starttime: item.starttime.toISOString(),
          endtime: item.endtime.toISOString(),
          price: Number(item.price),
          outcome: item.outcome,
        })),
    })),
    messages: messages.map((row) => ({
      _id: row.id,
      title: row.title,
      description: row.description,
      email: row.email,
      phone: row.phone,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
    waitlist: waitlist.map((row) => ({
      service: serviceNameIn(row, locale),
      therapist: row.therapistName,
      day: row.day,
      from: clockOf(row.windowFrom),
      to: clockOf(row.windowTo),
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
    invoices,
  };
}

/**
 * The customer leaves: upcoming bookings are cancelled and their slots freed (as the admin's deletion does),
 * past orders stay in the books under a neutral name, the message deliveries forget the number, and the
 * account row goes with its sessions and links (their foreign keys cascade). An appointment too near to
 * cancel online makes the deletion wait until it has started: leaving is no way round the terms,
 * and the salon keeps a customer it can reach for a time it holds. Staff leave through an admin, so that the
 * salon never loses its last one.
 */
export async function deleteAccount(
  deps: UsersDeps,
  principal: Principal,
  input: TDeleteAccountRequest,
): Promise<TMessageResponse> {
  if (principal.role !== 'user') throw conflict(message(SHARED.account, 'staffCannotDelete'));
  const user = await repository.findUserById(deps.db, principal.userId);
  if (!user) throw notFound('User');
  if (user.passwordHash) await requireCurrentPassword(deps, user, input.currentPassword);
  else if (input.confirmation?.trim() !== DELETE_CONFIRMATION_WORD) {
    throw fieldError('confirmation', message(SHARED.account, 'confirmationWrong'));
  }
  await deps.db.transaction(async (tx) => {
    // Waits for a booking in flight, which then finds no account (lockUser's note).
    if (!(await repository.lockUser(tx, user.id))) throw notFound('User');
    const next = await nextAppointmentOf(tx, user.id);
    if (next && !cancellableOnline(next)) throw conflict(message(SHARED.account, 'deleteWaitsForAppointment'));
    await cancelFutureOrdersOf(tx, user.id);
    await forgetDeliveryPhonesOf(tx, user.id);
    await anonymiseOrdersOf(tx, user.id);
    await repository.deleteUser(tx, user.id);
  });
  return answerIn(deps.locale, message(SHARED.account, 'accountDeleted'));
}
