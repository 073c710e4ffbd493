import { formatSalonDate, formatSalonTime, SALON, type TServiceDetail } from '@salon/shared';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { useService } from '@/features/catalog';
import { useRescheduleMyAppointment } from '@/features/orders';
import { serverMessage } from '@/lib/api-client';
import { cx } from '@/lib/cx';
import { isolate } from '@/lib/locale';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { showToast } from '@/lib/toast';
import type { AppointmentView } from '../../appointment-view';
import { bookingText as t } from '../../booking-messages';
import { useBookingWizard } from '../../hooks/use-booking-wizard';
import { WizardSteps } from '../WizardSteps';

const TZ = SALON_TIME_ZONE;

/**
 * Moves a booked appointment: the service page's steps (therapist, date, time) over the
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
    <Modal title={t.rescheduleTitle()} onClose={onClose} size="lg">
      <p className="text-sm text-cocoa">
        {t.currently({
          service: view.serviceName,
          therapist: view.therapistName,
          date: view.date,
          time: isolate(view.time),
        })}
      </p>
      {service.isError ? (
        <Alert tone="error" className="mt-4">
          {t.freeTimesLoadFailed()}
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
        {t.noOtherTimes({ phone: isolate(SALON.phones[0]) })}
      </Alert>
    );
  }

  const confirm = async () => {
    if (!wizard.slot) {
      setError(t.chooseSlotFirst());
      return;
    }
    if (move.isPending) return;
    setError(null);
    try {
      const moved = await move.mutateAsync({ from: view.appointmentId, to: wizard.slot._id });
      showToast(
        'success',
        t.moved({ date: formatSalonDate(moved.date, TZ), time: isolate(formatSalonTime(moved.date, TZ)) }),
      );
      onDone();
    } catch (failure) {
      setError(serverMessage(failure, t.moveFailed()));
    }
  };

  return (
    <div className="mt-4">
      <p className="text-sm text-taupe">{t.chooseNewTime()}</p>
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
        {move.isPending ? t.moving() : t.moveAppointment()}
      </Button>
    </div>
  );
}
