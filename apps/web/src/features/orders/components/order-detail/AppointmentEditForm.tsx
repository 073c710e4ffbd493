import { ORDER_DASHBOARD_MESSAGES, type TAppointment } from '@salon/shared';
import { useRef, useState } from 'react';
import { FormActions } from '@/components/ui/FormActions';
import { useTherapists } from '@/features/therapists';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { showToast } from '@/lib/toast';
import { useMoveAppointment } from '../../api/admin-orders';
import { ordersText as t } from '../../orders-messages';
import { AppointmentFieldInputs, FieldsProblem, useAppointmentFields } from './AppointmentFieldInputs';
import { FailureAlert } from './FailureAlert';
import { appointmentFieldsProblem, appointmentToFields, type Failure, toFailure } from './order-detail-forms';
import { useFocusOnMount } from './use-focus-on-change';

const m = ORDER_DASHBOARD_MESSAGES;
const TZ = SALON_TIME_ZONE;

interface AppointmentEditFormProps {
  appointment: TAppointment;
  /** Names the form for screen readers: 'Edit appointment for Gel Manicure'. */
  serviceName: string;
  onDone: () => void;
}

/** Moves an item's appointment (admin spec §2, §5): date, time (salon clock) and therapist, all required. */
export function AppointmentEditForm({ appointment, serviceName, onDone }: AppointmentEditFormProps) {
  const therapists = useTherapists();
  const move = useMoveAppointment();
  const { fields, set } = useAppointmentFields(() => appointmentToFields(appointment, TZ));
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  useFocusOnMount(firstField);

  const submit = async () => {
    setFailure(null);
    const issue = appointmentFieldsProblem(fields, m.appointmentFieldsRequired);
    setProblem(issue);
    if (issue) return;
    try {
      await move.mutateAsync({ appointmentId: appointment._id, move: fields });
      showToast('success', m.appointmentUpdated);
      onDone();
    } catch (error) {
      // 409: the therapist has another booking then; 400: the moment has passed meanwhile.
      setFailure(toFailure(error, m.appointmentUpdateFailed));
    }
  };

  // The current therapist stays choosable even if the list has not loaded yet.
  const options = therapists.data ?? [appointment.therapistId];
  return (
    <form
      noValidate
      aria-label={t.editAppointmentFor({ service: serviceName })}
      className="mt-4 rounded-2xl border border-blush-200 bg-ivory p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <AppointmentFieldInputs fields={fields} set={set} therapists={options} dateRef={firstField} />
      </div>
      <FieldsProblem problem={problem} />
      <FormActions pending={move.isPending} busyLabel={t.saving()} onCancel={onDone} className="mt-4">
        {t.saveAppointment()}
      </FormActions>
      <FailureAlert failure={failure} className="mt-4" />
    </form>
  );
}
