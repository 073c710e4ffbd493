import { ACCOUNT_MESSAGES, type TAccount, type TMessageChannels, ZMessageChannels } from '@salon/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSubmitForm } from '@/lib/use-submit-form';
import { accountText as T } from '../account-messages';
import { accountApi, accountKeys } from '../api/account-api';
import { FormFooter } from './FormFooter';

const CHANNELS: { key: keyof TMessageChannels; label: string; hint: string }[] = [
  { key: 'email', label: T.channelEmail(), hint: T.channelEmailHint() },
  { key: 'sms', label: T.channelSms(), hint: T.channelSmsHint() },
  { key: 'whatsapp', label: T.channelWhatsapp(), hint: T.channelWhatsappHint() },
];

/**
 * Where confirmations and reminders go: e-mail on by default, SMS and WhatsApp only when ticked,
 * and then only to a verified number (a text to a mistyped one reaches a stranger), which the form says while the number is not.
 */
export function ChannelsForm({ account }: { account: TAccount }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [saved, setSaved] = useState<string | null>(null);
  const { register, isSubmitting, onSubmit, failure } = useSubmitForm({
    schema: ZMessageChannels,
    defaultValues: account.channels,
    failed: T.channelsFailed(),
    submit: async (values) => {
      setSaved(null);
      queryClient.setQueryData(accountKeys.account, await accountApi.updateChannels(values));
      setSaved(ACCOUNT_MESSAGES.channelsSaved);
    },
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <fieldset className="space-y-3">
        <legend className="sr-only">{T.channelsLegend()}</legend>
        {CHANNELS.map(({ key, label, hint }) => (
          <div key={key} className="flex items-start gap-3">
            <input
              id={`${id}-${key}`}
              type="checkbox"
              aria-describedby={`${id}-${key}-hint`}
              className="mt-0.5 size-5 shrink-0 cursor-pointer accent-wine"
              {...register(key)}
            />
            <div>
              <label htmlFor={`${id}-${key}`} className="block cursor-pointer text-sm font-medium text-espresso">
                {label}
              </label>
              <p id={`${id}-${key}-hint`} className="text-sm text-taupe">
                {hint}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      {/* A note, not a status: the form's one status is what its last save said. */}
      {!account.phoneVerified && <p className="text-sm text-taupe">{T.channelsNeedVerifiedPhone()}</p>}
      <FormFooter failure={failure} success={saved} pending={isSubmitting}>
        {T.channelsSave()}
      </FormFooter>
    </form>
  );
}
