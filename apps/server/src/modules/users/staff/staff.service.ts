import type { TCreateUserRequest, TInviteUserRequest, TUpdateUserRequest, TUserSummary } from '@salon/shared';
import type { Executor } from '@/db/client';
import { AppError, badRequest, conflict, notFound, PG_UNIQUE_VIOLATION, postgresErrorCode } from '@/lib/errors';
import { type Message, message, SHARED } from '@/lib/message';
import type { Principal } from '@/lib/principal';
import { tellOldAddress } from '../accounts/address-notices';
import { mailLink } from '../mailed-links';
import { sameAddress, type UsersDeps } from '../users.deps';
import { presentUserSummary } from '../users.presenter';
import * as repository from '../users.repository';
import * as staff from './staff.repository';

/** Staff roles, invitations and the admin's user management. */
export type StaffDeps = Pick<UsersDeps, 'db' | 'mailer' | 'log' | 'publicUrl'>;

/** A taken e-mail or an already linked therapist, from the unique indexes that guard them. */
async function guardUnique<T>(work: () => Promise<T>, taken: Message): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (postgresErrorCode(error) === PG_UNIQUE_VIOLATION) {
      const constraint = String((error as { cause?: { constraint?: string } }).cause?.constraint ?? '');
      throw conflict(constraint.startsWith('therapists_') ? message(SHARED.staff, 'therapistTaken') : taken);
    }
    throw error;
  }
}

/** Sets (or clears, with null) the therapist row a therapist account is. */
async function relinkTherapist(tx: Executor, userId: string, therapistId: string | null): Promise<void> {
  await staff.unlinkTherapistOf(tx, userId);
  if (!therapistId) return;
  const linked = await staff.linkTherapist(tx, therapistId, userId);
  if (linked === 'missing') throw notFound('Therapist');
  if (linked === 'taken') throw conflict(message(SHARED.staff, 'therapistTaken'));
}

async function summaryOf(db: Executor, id: string): Promise<TUserSummary> {
  const row = await repository.findUserSummary(db, id);
  if (!row) throw notFound('User');
  return presentUserSummary(row);
}

/**
 * The account is made without a password and as a customer; the mailed link sets the password, proves the
 * address and only then gives the role, so an unverified account never holds a staff role.
 */
export async function inviteUser(deps: StaffDeps, input: TInviteUserRequest): Promise<TUserSummary> {
  if (input.therapistId && input.role !== 'therapist')
    throw badRequest(message(SHARED.staff, 'therapistLinkNeedsRole'));
  if (await repository.findUserByEmail(deps.db, input.email)) throw conflict(message(SHARED.auth, 'emailTaken'));
  const email = input.email.trim();
  const id = await guardUnique(
    () =>
      deps.db.transaction(async (tx) => {
        const user = await repository.insertUser(tx, { name: input.name, email, phone: input.phone || null });
        if (input.therapistId) await relinkTherapist(tx, user.id, input.therapistId);
        await mailLink(deps, 'invite', { id: user.id, email }, { executor: tx, role: input.role });
        return user.id;
      }),
    message(SHARED.auth, 'emailTaken'),
  );
  return summaryOf(deps.db, id);
}

/** A customer record without a password (a phoned-in customer); its owner claims it with "forgot password". */
export async function createUser(deps: StaffDeps, input: TCreateUserRequest): Promise<TUserSummary> {
  const user = await guardUnique(
    () => repository.insertUser(deps.db, { name: input.name, email: input.email.trim(), phone: input.phone || null }),
    message(SHARED.auth, 'emailTaken'),
  );
  return summaryOf(deps.db, user.id);
}

/**
 * Reception edits customers' name and phone; only an admin edits staff accounts, changes roles and the
 * therapist link. Nobody changes their own role, and the last admin stays one (`lockAdmins`). A staff role
 * needs a verified address, which a changed e-mail would no longer be. The e-mail of an account someone signs
 * in to is its owner's to change (My account, proved by a link): staff re-address only a walk-in's record,
 * and the old address is told of any change. A pending invitation is deleted and sent again, never edited.
 */
export async function updateUser(
  deps: StaffDeps,
  caller: Principal,
  id: string,
  input: TUpdateUserRequest,
): Promise<TUserSummary> {
  const before = await guardUnique(
    () =>
      deps.db.transaction(async (tx) => {
        // Taken before the target's own lock, as every removal of an admin does.
        const admins = caller.role === 'admin' && input.role !== undefined ? await repository.lockAdmins(tx) : [];
        if (!(await repository.lockUser(tx, id))) throw notFound('User');
        const user = (await repository.findUserById(tx, id))!;
        const { claimed, invited } = (await repository.findUserSummary(tx, id))!;
        if (invited) {
          throw caller.role === 'admin'
            ? conflict(message(SHARED.staff, 'invitationLocked'))
            : new AppError('FORBIDDEN', message(SHARED.staff, 'invitationForbidden'));
        }
        const adminOnly = input.role !== undefined || input.therapistId !== undefined || user.role !== 'user';
        if (adminOnly && caller.role !== 'admin')
          throw new AppError('FORBIDDEN', message(SHARED.staff, 'roleChangeForbidden'));
        const role = input.role ?? user.role;
        if (role !== user.role && id === caller.userId) throw conflict(message(SHARED.staff, 'ownRole'));
        if (user.role === 'admin' && role !== 'admin' && !admins.some((admin) => admin !== id)) {
          throw conflict(message(SHARED.staff, 'lastAdmin'));
        }
        const emailChanges =
          input.email !== undefined && (user.email === null || !sameAddress(input.email, user.email));
        if (role !== 'user' && emailChanges) throw conflict(message(SHARED.staff, 'staffEmailChange'));
        if (emailChanges && claimed) throw new AppError('FORBIDDEN', message(SHARED.staff, 'claimedEmailChange'));
        if (role !== 'user' && !user.emailVerifiedAt) throw conflict(message(SHARED.staff, 'notVerified'));
        if (input.therapistId && role !== 'therapist')
          throw badRequest(message(SHARED.staff, 'therapistLinkNeedsRole'));
        await repository.updateUser(tx, id, {
          name: input.name,
          phone: input.phone === undefined ? undefined : input.phone || null,
          role,
          ...(emailChanges ? { email: input.email!.trim(), emailVerifiedAt: null } : {}),
        });
        if (input.therapistId !== undefined || role !== 'therapist') {
          await relinkTherapist(tx, id, role === 'therapist' ? (input.therapistId ?? null) : null);
        }
        return user;
      }),
    message(SHARED.auth, 'emailTaken'),
  );
  const summary = await summaryOf(deps.db, id);
  tellOldAddress(deps, before, summary);
  return summary;
}
