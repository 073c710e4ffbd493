import {
  ACCOUNT_MESSAGES,
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
import { AppError, conflict, notFound } from '../../lib/errors';
import type { Principal } from '../../plugins/auth';
import { serviceNameIn } from '../appointments/appointments.presenter';
import * as orders from '../orders/orders.repository';
import { cancelFutureOrdersOf } from '../orders/orders.staff.service';
import { clockOf } from '../waitlist/waitlist.presenter';
import { listAllEntriesOf } from '../waitlist/waitlist.repository';
import { anonymiseOrdersOf, listMessagesFrom } from './account.repository';
import { fieldError, requireCurrentPassword } from './account-password';
import * as sessions from './sessions.repository';
import { presentUser } from './users.presenter';
import * as repository from './users.repository';
import type { UsersDeps } from './users.service';

/** My account (issue 16): a signed-in customer's own details, sessions, data and departure. */

function presentAccount(user: repository.UserRow): TAccount {
  return {
    ...presentUser(user),
    hasPassword: user.passwordHash !== null,
    signsInWithGoogle: user.googleSubject !== null,
    channels: { email: user.messagesByEmail, sms: user.messagesBySms, whatsapp: user.messagesByWhatsapp },
    locale: user.locale,
  };
}

/** The account's language (issue 18): what its mail, messages and reminders are written in from now on. */
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
    throw fieldError(input.sms ? 'sms' : 'whatsapp', ACCOUNT_MESSAGES.channelsNeedPhone);
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
    throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.sessionNotFound);
  }
  return { message: ACCOUNT_MESSAGES.sessionEnded };
}

/**
 * Everything the salon keeps about the caller, and nothing about anyone else; never a hash. Services are
 * named in the request's language (issue 18).
 */
export async function exportData(deps: UsersDeps, userId: string): Promise<TAccountExport> {
  const locale = deps.locale ?? 'en';
  const user = await repository.findUserById(deps.db, userId);
  if (!user) throw notFound('User');
  const orderRows = await orders.listOrders(deps.db, { userId });
  const items = await orders.listItems(
    deps.db,
    orderRows.map((row) => row.id),
  );
  const messages = user.email ? await listMessagesFrom(deps.db, user.email) : [];
  const waitlist = await listAllEntriesOf(deps.db, userId);
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
  };
}

/**
 * The customer leaves: upcoming bookings are cancelled and their slots freed (as the admin's deletion does),
 * past orders stay in the books under a neutral name, and the account row goes with its sessions and links
 * (their foreign keys cascade). Staff leave through an admin, so that the salon never loses its last one.
 */
export async function deleteAccount(
  deps: UsersDeps,
  principal: Principal,
  input: TDeleteAccountRequest,
): Promise<TMessageResponse> {
  if (principal.role !== 'user') throw conflict(ACCOUNT_MESSAGES.staffCannotDelete);
  const user = await repository.findUserById(deps.db, principal.userId);
  if (!user) throw notFound('User');
  if (user.passwordHash) await requireCurrentPassword(deps, user, input.currentPassword);
  else if (input.confirmation?.trim() !== DELETE_CONFIRMATION_WORD) {
    throw fieldError('confirmation', ACCOUNT_MESSAGES.confirmationWrong);
  }
  await deps.db.transaction(async (tx) => {
    // Waits for a booking in flight, which then finds no account (lockUser's note).
    if (!(await repository.lockUser(tx, user.id))) throw notFound('User');
    await cancelFutureOrdersOf(tx, user.id);
    await anonymiseOrdersOf(tx, user.id);
    await repository.deleteUser(tx, user.id);
  });
  return { message: ACCOUNT_MESSAGES.accountDeleted };
}
