import { formatSalonDate, formatSalonTime, SALON, type TServiceDetail } from '@salon/shared';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/Alert';
import { Button } from '../../../../components/ui/Button';
import { Modal } from '../../../../components/ui/Modal';
import { serverMessage } from '../../../../lib/api-client';
import { cx } from '../../../../lib/cx';
import { SALON_TIME_ZONE } from '../../../../lib/salon-time-zone';
import { showToast } from '../../../../lib/toast';
import { useBookingWizard, useService, WizardSteps } from '../../../catalog';
import { useRescheduleMyAppointment } from '../../api/orders';
import type { AppointmentView } from '../../appointment-view';
import { ordersText as t } from '../../orders-messages';
import { RESCHEDULE_MESSAGES } from '../../reschedule-messages';

const TZ = SALON_TIME_ZONE;

/**
 * Moves a booked appointment (issue 16): the service page's steps (therapist, date, time) over the
 * treatment's other free times, then one request that moves it or leaves it as it was.
 */
export function RescheduleDialog({
  view,
  onClose,
}: {
  view: AppointmentView & { serviceId: string };
  onClose: () => void;
}) {
  const service = useService(view.serviceId);
  return (
    <Modal title={RESCHEDULE_MESSAGES.dialogTitle} onClose={onClose} size="lg">
      <p className="text-sm text-cocoa">
        {RESCHEDULE_MESSAGES.currently(view.serviceName, view.therapistName, view.date, view.time)}
      </p>
      {service.isError ? (
        <Alert tone="error" className="mt-4">
          {RESCHEDULE_MESSAGES.loadFailed}
        </Alert>
      ) : service.data ? (
        <Chooser view={view} service={service.data} onDone={onClose} />
      ) : (
        <div role="status" aria-label={t.loadingFreeTimes()} className="mt-6 h-64 animate-pulse rounded-2xl bg-sand" />
      )}
    </Modal>
  );
}

function Chooser({ view, service, onDone }: { view: AppointmentView; service: TServiceDetail; onDone: () => void }) {
  const wizard = useBookingWizard(service.appointments, TZ);
  const move = useRescheduleMyAppointment();
  const [error, setError] = useState<string | null>(null);
  const inactive = !wizard.slot || move.isPending;

  if (wizard.slots.length === 0) {
    return (
      <Alert tone="info" className="mt-4">
        {RESCHEDULE_MESSAGES.noOtherTimes(SALON.phones[0])}
      </Alert>
    );
  }

  const confirm = async () => {
    if (!wizard.slot) {
      setError(RESCHEDULE_MESSAGES.chooseFirst);
      return;
    }
    if (move.isPending) return;
    setError(null);
    try {
      const moved = await move.mutateAsync({ from: view.appointmentId, to: wizard.slot._id });
      showToast('success', RESCHEDULE_MESSAGES.moved(formatSalonDate(moved.date, TZ), formatSalonTime(moved.date, TZ)));
      onDone();
    } catch (failure) {
      setError(serverMessage(failure, RESCHEDULE_MESSAGES.failed));
    }
  };

  return (
    <div className="mt-4">
      <p className="text-sm text-taupe">{RESCHEDULE_MESSAGES.chooseNew}</p>
      <div className="mt-2">
        <WizardSteps wizard={wizard} therapists={wizard.therapists} timeZone={TZ} />
      </div>
      {error && (
        <Alert tone="error" className="mt-5">
          {error}
        </Alert>
      )}
      <Button
        size="lg"
        className={cx('mt-6 w-full', inactive && 'cursor-not-allowed opacity-60 hover:bg-wine')}
        aria-disabled={inactive}
        onClick={() => void confirm()}
      >
        {move.isPending ? RESCHEDULE_MESSAGES.moving : RESCHEDULE_MESSAGES.confirm}
      </Button>
    </div>
  );
}
