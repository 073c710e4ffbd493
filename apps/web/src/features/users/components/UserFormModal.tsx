import {
  MESSAGES,
  STAFF_ROLES,
  type TCreateUserRequest,
  type TInviteUserRequest,
  type TUpdateUserRequest,
  type TUserSummary,
  USER_ROLES,
  ZCreateUserRequest,
  ZInviteUserRequest,
  ZUpdateUserRequest,
} from '@salon/shared';
import { EntityFormDialog } from '@/components/ui/EntityFormDialog';
import { SelectInput, TextInput } from '@/components/ui/fields';
import { useTherapists } from '@/features/therapists';
import { useEntityForm } from '@/lib/use-entity-form';
import { useSaveUser } from '../api/admin-users';
import { ROLE_LABELS, usersText as t } from '../users-messages';

/** What the dialog does: invite staff (admin), add a customer, or edit a user. */
export type UserFormMode = { kind: 'invite' } | { kind: 'create' } | { kind: 'edit'; user: TUserSummary };

const SCHEMAS = { invite: ZInviteUserRequest, create: ZCreateUserRequest, edit: ZUpdateUserRequest } as const;
const NOUNS = { invite: t.nounStaff(), create: t.nounUser(), edit: t.nounUser() } as const;
const MESSAGES_OF = {
  invite: { saved: MESSAGES.staff.inviteSent, failed: t.inviteFailed() },
  create: { saved: MESSAGES.staff.userCreated, failed: t.userCreateFailed() },
  edit: { saved: MESSAGES.staff.userUpdated, failed: t.userUpdateFailed() },
} as const;

/**
 * Invite, add or edit a user (admin spec's user management, issue 15). Only an admin sees the role and the
 * therapist link; the server refuses the rest to reception anyway.
 */
export function UserFormModal({
  mode,
  isAdmin,
  onClose,
}: {
  mode: UserFormMode;
  isAdmin: boolean;
  onClose: () => void;
}) {
  const user = mode.kind === 'edit' ? mode.user : undefined;
  const form = useEntityForm({
    // One dialog, three requests: each mode validates with its own shared schema.
    schema: SCHEMAS[mode.kind] as unknown as typeof ZUpdateUserRequest,
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      ...(mode.kind === 'create' ? {} : { role: user?.role ?? 'reception', therapistId: user?.therapistId ?? null }),
    },
    mutation: useSaveUser(),
    variables: (input: TUpdateUserRequest) => {
      const therapistId = input.role === 'therapist' ? (input.therapistId ?? null) : null;
      if (mode.kind === 'invite') {
        return { kind: 'invite' as const, input: { ...input, therapistId } as TInviteUserRequest };
      }
      if (mode.kind === 'create') return { kind: 'create' as const, input: input as TCreateUserRequest };
      const { role, therapistId: _link, ...rest } = input;
      return { kind: 'edit' as const, id: mode.user._id, input: isAdmin ? { ...rest, role, therapistId } : rest };
    },
    messages: MESSAGES_OF[mode.kind],
    onClose,
    closeAtOnce: true,
  });
  const { field, watch } = form;
  const showRole = isAdmin && mode.kind !== 'create';
  // The server keeps these addresses to their owners: the owner's link (My account), or a new invitation.
  const emailLocked = !user
    ? undefined
    : user.role !== 'user'
      ? MESSAGES.staff.staffEmailChange
      : user.claimed
        ? t.emailOwnerOnly()
        : undefined;
  const roles = mode.kind === 'invite' ? STAFF_ROLES : USER_ROLES;

  return (
    <EntityFormDialog noun={NOUNS[mode.kind]} editing={mode.kind === 'edit'} form={form}>
      {mode.kind !== 'edit' && (
        <p className="text-sm text-taupe">{mode.kind === 'invite' ? t.inviteHint() : t.createHint()}</p>
      )}
      <TextInput label={t.columnName()} autoComplete="off" {...field('name')} />
      <TextInput
        label={t.columnEmail()}
        type="email"
        dir="ltr"
        autoComplete="off"
        readOnly={Boolean(emailLocked)}
        hint={emailLocked}
        {...field('email')}
      />
      <TextInput label={t.columnPhone()} type="tel" dir="ltr" autoComplete="off" {...field('phone')} />
      {showRole && (
        <SelectInput label={t.columnRole()} {...field('role')}>
          {roles.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </SelectInput>
      )}
      {showRole && watch('role') === 'therapist' && <TherapistLink field={field('therapistId')} />}
    </EntityFormDialog>
  );
}

function TherapistLink({ field }: { field: ReturnType<ReturnType<typeof useEntityForm>['field']> }) {
  const therapists = useTherapists();
  return (
    <SelectInput label={t.therapistLabel()} hint={t.therapistHint()} {...field}>
      <option value="">{t.noTherapist()}</option>
      {(therapists.data ?? []).map((therapist) => (
        <option key={therapist._id} value={therapist._id}>
          {therapist.name}
        </option>
      ))}
    </SelectInput>
  );
}
