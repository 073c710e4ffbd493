import { ORDER_DASHBOARD_MESSAGES, salonTimesNote } from '@salon/shared';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { useServices } from '@/features/catalog';
import { useTherapists } from '@/features/therapists';
import { cx } from '@/lib/cx';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { showToast } from '@/lib/toast';
import { type NewOrderAppointment, useAddServicesToOrder } from '../../api/admin-orders';
import { ordersText as t } from '../../orders-messages';
import { FailureAlert } from './FailureAlert';
import { type Failure, type PickedService, toFailure } from './order-detail-forms';
import { type ScheduledAppointment, ScheduleServiceCard } from './ScheduleServiceCard';
import { ServicePickStep } from './ServicePickStep';

const m = ORDER_DASHBOARD_MESSAGES;
const STEPS = [t.stepSelectServices(), t.stepScheduleAppointments()] as const;

function StepIndicator({ step }: { step: 1 | 2 }) {
  return (
    <ol className="mb-5 flex flex-wrap gap-2 text-sm">
      {STEPS.map((label, index) => {
        const current = index + 1 === step;
        return (
          <li
            key={label}
            aria-current={current ? 'step' : undefined}
            className={cx(
              'inline-flex items-center gap-2 rounded-full px-3 py-1.5',
              current ? 'bg-wine text-white' : 'bg-sand text-cocoa',
            )}
          >
            <span className="font-semibold">{index + 1}</span> {label}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The add-services modal (admin spec §2, §4, §5): step 1 picks services, step 2 schedules an appointment per
 * service; the appointments are created first, then attached to the order as items.
 */
export function AddServicesModal({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const services = useServices();
  const therapists = useTherapists();
  const add = useAddServicesToOrder(orderId);
  const [step, setStep] = useState<1 | 2>(1);
  const [picked, setPicked] = useState<PickedService[]>([]);
  const [scheduled, setScheduled] = useState<Record<string, ScheduledAppointment>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  // The button that changed the step is gone: focus goes to the new step's heading, never to the page behind.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of step by design.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  const close = () => {
    if (!add.isPending) onClose();
  };

  const submit = async () => {
    setFailure(null);
    const ready = picked.filter((service) => scheduled[service.serviceId]);
    if (ready.length === 0) {
      setProblem(m.addAtLeastOneAppointment);
      return;
    }
    setProblem(null);
    const drafts: NewOrderAppointment[] = ready.map((service) => {
      const appointment = scheduled[service.serviceId]!;
      return {
        serviceId: service.serviceId,
        therapistId: appointment.therapistId,
        starttime: appointment.starttime,
        duration: appointment.duration,
        price: service.price,
      };
    });
    // What went in before a failure leaves the modal, so trying again never adds it twice.
    const attached = new Set<string>();
    try {
      const count = await add.mutateAsync({
        drafts,
        onAttached: (index) => attached.add(drafts[index]!.serviceId),
      });
      showToast('success', m.servicesAdded(count));
      onClose();
    } catch (error) {
      setPicked((list) => list.filter((service) => !attached.has(service.serviceId)));
      setFailure(toFailure(error, m.addServicesFailed));
    }
  };

  const footer =
    step === 1 ? (
      <>
        <Button key="cancel" variant="secondary" onClick={close}>
          {t.cancel()}
        </Button>
        <Button key="next" onClick={() => setStep(2)} disabled={picked.length === 0}>
          {t.next()}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Button>
      </>
    ) : (
      <>
        <Button key="back" variant="secondary" onClick={() => setStep(1)} disabled={add.isPending} className="me-auto">
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t.back()}
        </Button>
        <Button key="cancel" variant="secondary" onClick={close} disabled={add.isPending}>
          {t.cancel()}
        </Button>
        <Button key="add" onClick={() => void submit()} disabled={add.isPending}>
          <Check aria-hidden="true" className="size-4" />
          {add.isPending ? t.adding() : t.addToOrder()}
        </Button>
      </>
    );

  return (
    <Modal title={t.addServices()} onClose={close} size="lg" footer={footer}>
      <StepIndicator step={step} />
      <h3 ref={stepHeading} tabIndex={-1} className="sr-only">
        {t.stepOf({ step, label: STEPS[step - 1] })}
      </h3>
      {step === 1 ? (
        <ServicePickStep services={services.data ?? []} picked={picked} onChange={setPicked} />
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-taupe">{t.scheduleIntro({ note: salonTimesNote(SALON_TIME_ZONE) })}</p>
          {picked.map((service) => (
            <ScheduleServiceCard
              key={service.serviceId}
              service={service}
              therapists={therapists.data ?? []}
              scheduled={scheduled[service.serviceId]}
              onSchedule={(appointment) => {
                setProblem(null);
                setScheduled((all) => {
                  const { [service.serviceId]: _previous, ...rest } = all;
                  return appointment ? { ...rest, [service.serviceId]: appointment } : rest;
                });
              }}
            />
          ))}
          {problem && <Alert tone="error">{problem}</Alert>}
          <FailureAlert failure={failure} />
        </div>
      )}
    </Modal>
  );
}
