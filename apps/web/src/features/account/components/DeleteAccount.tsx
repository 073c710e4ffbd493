import { CANCELLATION_NOTICE_HOURS, DELETE_CONFIRMATION_WORD, type TAccount } from '@salon/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FieldShell } from '@/components/ui/FormField';
import { useSession } from '@/features/session';
import { ApiError, serverMessage } from '@/lib/api-client';
import { cx } from '@/lib/cx';
import { showToast } from '@/lib/toast';
import { accountText as T } from '../account-messages';
import { accountApi } from '../api/account-api';

const CONTROL =
  'mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-base text-espresso focus:border-wine focus:outline-none focus:ring-2 focus:ring-wine/25';

/**
 * Leaving the salon: the password (or, for a Google-only account, the typed word) in a confirmation, then
 * the account is gone and the browser signed out.
 */
export function DeleteAccount({ account }: { account: TAccount }) {
  const { logout } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  // Signed out once this page has gone: signed out at once, the page would send the browser to /login
  // (it is for signed-in customers) before the move to the home page had landed.
  const left = useRef(false);
  useEffect(
    () => () => {
      if (left.current) logout();
    },
    [logout],
  );

  const close = () => {
    setOpen(false);
    setValue('');
    setError(null);
    setFieldError(undefined);
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    setFieldError(undefined);
    try {
      const { message } = await accountApi.deleteAccount(
        account.hasPassword ? { currentPassword: value } : { confirmation: value },
      );
      left.current = true;
      queryClient.clear();
      showToast('success', message);
      navigate('/', { replace: true });
    } catch (failure) {
      const onField = failure instanceof ApiError && failure.errors?.length;
      if (onField) setFieldError(serverMessage(failure, T.deleteFailed()));
      else setError(serverMessage(failure, T.deleteFailed()));
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {T.deleteOpen()}
      </Button>
      {open && (
        <ConfirmDialog
          title={T.deleteTitle()}
          question={T.deleteQuestion({ hours: CANCELLATION_NOTICE_HOURS })}
          confirmLabel={T.deleteConfirm()}
          busy={busy}
          error={error}
          onConfirm={() => void confirm()}
          onCancel={close}
        >
          <form
            id={formId}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            <FieldShell
              label={
                account.hasPassword ? T.deletePasswordLabel() : T.deleteWordLabel({ word: DELETE_CONFIRMATION_WORD })
              }
              error={fieldError}
            >
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  type={account.hasPassword ? 'password' : 'text'}
                  autoComplete={account.hasPassword ? 'current-password' : 'off'}
                  placeholder={account.hasPassword ? undefined : DELETE_CONFIRMATION_WORD}
                  value={value}
                  onChange={(event) => setValue(event.target.value)}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  className={cx(CONTROL, invalid ? 'border-red-700' : 'border-blush-200')}
                />
              )}
            </FieldShell>
          </form>
        </ConfirmDialog>
      )}
    </>
  );
}
