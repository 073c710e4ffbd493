import { type TService, timeZoneCity, toSalonDateTimeInput } from '@salon/shared';
import { useMemo } from 'react';
import { Alert } from '@/components/ui/Alert';
import { FormActions } from '@/components/ui/FormActions';
import { SelectInput, TextInput } from '@/components/ui/fields';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { showToast } from '@/lib/toast';
import { useSubmitForm } from '@/lib/use-submit-form';
import { useCreateSlot, useUpdateSlot } from '../../api/therapists';
import { EMPTY_SLOT_FORM, type SlotFormValues, slotFormSchema } from '../../slot-form';
import { therapistText as t } from '../../therapist-admin-messages';

const TZ = SALON_TIME_ZONE;

interface SlotFormProps {
  therapistId: string;
  services: TService[];
  /** Editing this slot; otherwise a new one is added. */
  appointmentId?: string;
  initial?: SlotFormValues;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * The therapist page's 'Add Appointment' and inline edit form (admin spec §2, §5): service, start on the
 * salon's clock (no earlier than now) and duration in minutes. A failure shows the server's message, else
 * the spec's, in a red box under the form.
 */
export function SlotForm({ therapistId, services, appointmentId, initial, onDone, onCancel }: SlotFormProps) {
  const create = useCreateSlot(therapistId);
  const update = useUpdateSlot(therapistId);
  const schema = useMemo(() => slotFormSchema(TZ), []);
  const editing = appointmentId !== undefined;
  const { field, onSubmit, failure } = useSubmitForm({
    schema,
    defaultValues: initial ?? EMPTY_SLOT_FORM,
    failed: editing ? t.appointmentUpdateFailed() : t.appointmentAddFailed(),
    submit: async (input) => {
      if (editing) {
        await update.mutateAsync({ appointmentId, input });
        showToast('success', t.appointmentUpdated());
      } else {
        await create.mutateAsync(input);
        showToast('success', t.appointmentCreated());
      }
      onDone();
    },
  });

  const busy = create.isPending || update.isPending;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={editing ? t.editAppointment() : t.addAppointment()}
      className="rounded-2xl border border-blush-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_8rem]">
        <SelectInput label={t.service()} {...field('serviceId')}>
          <option value="">{t.selectService()}</option>
          {services.map((service) => (
            <option key={service._id} value={service._id}>
              {service.name}
            </option>
          ))}
        </SelectInput>
        <TextInput
          label={t.startIn({ city: timeZoneCity(TZ) })}
          type="datetime-local"
          min={toSalonDateTimeInput(new Date(), TZ)}
          {...field('starttime')}
        />
        <TextInput label={t.durationMin()} type="number" inputMode="numeric" min={1} {...field('duration')} />
      </div>
      <FormActions pending={busy} onCancel={onCancel} className="mt-4">
        {editing ? t.saveChanges() : t.addAppointment()}
      </FormActions>
      {failure && (
        <Alert tone="error" className="mt-4">
          {failure}
        </Alert>
      )}
    </form>
  );
}
