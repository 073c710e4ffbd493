import { formatSalonLongDate, OVERVIEW_MESSAGES, salonDateTimeToUtc, type TAppointment } from '@salon/shared';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { useServices } from '@/features/catalog';
import { useTherapists } from '@/features/therapists';
import { serverMessage } from '@/lib/api-client';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { showToast } from '@/lib/toast';
import { useNow } from '@/lib/use-now';
import { dayAppointmentsParams, useAdminAppointments, useCreateManualOrder } from '../../api/admin-appointments';
import { entryOf } from '../../appointment-entry';
import { ordersText as t } from '../../orders-messages';
import {
  type ChosenService,
  type CustomerInput,
  coverage,
  customerReady,
  INITIAL_STATE,
  isComplete,
  manualOrderReducer,
  missingAppointments,
  orderRequest,
  type Selection,
} from './manual-order-model';
import {
  availableSlots,
  type BusyInterval,
  defaultStartTime,
  draftAppointment,
  selectionInterval,
  sequentialAppointments,
  slotSelection,
  timeOptions,
} from './manual-order-schedule';
import { SelectionStep } from './SelectionStep';
import type { SequentialEntry } from './SequentialPanel';
import { StepIndicator } from './StepIndicator';
import { SummaryStep } from './SummaryStep';
import { useServiceSlots } from './use-service-slots';

const TZ = SALON_TIME_ZONE;
const m = OVERVIEW_MESSAGES;
const EMPTY_CUSTOMER: CustomerInput = { name: '', phone: '' };

interface ManualOrderDialogProps {
  /** The salon day the order is for ('YYYY-MM-DD'). */
  dayKey: string;
  onClose: () => void;
}

/**
 * 'Manual Order Creation' (admin spec §2, §4): choose services, cover each with a free slot or a new
 * appointment on the day, then the customer, then one POST /api/orders/anonymos. New appointments are
 * drafts until then: the server creates and books them with the order, so nothing is left behind when the
 * admin cancels or the booking fails.
 */
export function ManualOrderDialog({ dayKey, onClose }: ManualOrderDialogProps) {
  const now = useNow(30_000);
  // The appointments already booked that day (the left column, and the therapists' busy time).
  const day = useAdminAppointments(dayAppointmentsParams(dayKey));
  const dayEntries = useMemo(() => (day.data?.items ?? []).map((a) => entryOf(a, TZ)), [day.data]);
  const services = useServices();
  const therapists = useTherapists();
  const create = useCreateManualOrder();
  const [state, dispatch] = useReducer(manualOrderReducer, INITIAL_STATE);
  const [customer, setCustomer] = useState<CustomerInput>(EMPTY_CUSTOMER);
  const [failure, setFailure] = useState<string | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  const rows = useMemo(() => coverage(state), [state]);
  const missing = useMemo(() => missingAppointments(rows), [rows]);
  const complete = isComplete(rows);
  const serviceIds = useMemo(() => rows.map((row) => row.serviceId), [rows]);
  const slotsByService = useServiceSlots(serviceIds);
  const options = useMemo(() => timeOptions(dayKey, now, TZ), [dayKey, now]);
  const defaultTime = defaultStartTime(dayKey, now, TZ) ?? options[0]?.value ?? '';
  const sortedTherapists = useMemo(
    () => [...(therapists.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [therapists.data],
  );

  // The therapists' time already taken: the day's bookings and what this order has selected so far.
  const busy = useMemo<BusyInterval[]>(
    () => [
      ...dayEntries
        .filter((e) => e.reserved)
        .map((e) => ({ therapistId: e.therapistId, startMs: e.startMs, endMs: e.endMs })),
      ...state.selections.map(selectionInterval),
    ],
    [dayEntries, state.selections],
  );
  const pickedIds = useMemo(
    () => new Set(state.selections.flatMap((s) => (s.appointmentId ? [s.appointmentId] : []))),
    [state.selections],
  );
  const offeredSlots = (serviceId: string): TAppointment[] =>
    availableSlots(slotsByService.get(serviceId)?.slots ?? [], { dayKey, now, timeZone: TZ, busy, pickedIds });

  // Moving between the steps moves focus to the new step's heading, so keyboard and screen reader users
  // start at the top of what changed.
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    stepHeading.current?.focus();
  }, [state.step]);

  /** Adds new appointments; once every service is covered the dialog moves on to the summary (spec §4). */
  const addCreated = (selections: Selection[]) => {
    const next = manualOrderReducer(state, { type: 'select', selections });
    dispatch({ type: 'select', selections });
    if (isComplete(coverage(next))) dispatch({ type: 'step', step: 'summary' });
  };

  const context = { dayKey, now: new Date(), timeZone: TZ, busy };

  const createOne = (service: ChosenService, input: { therapistId: string; time: string; duration: number }) => {
    const therapist = sortedTherapists.find((t) => t._id === input.therapistId);
    const result = draftAppointment({ service, therapist, time: input.time, duration: input.duration }, context);
    if (!result.ok) return result.message;
    addCreated(result.selections);
    showToast('success', m.appointmentCreated);
    return null;
  };

  const createSequential = (entries: SequentialEntry[], startTime: string) => {
    if (entries.length === 0) {
      showToast('info', m.allCovered);
      return null;
    }
    const result = sequentialAppointments(
      entries.map((entry) => ({
        service: entry.service,
        therapist: sortedTherapists.find((t) => t._id === entry.therapistId),
        duration: entry.duration,
      })),
      startTime,
      context,
    );
    if (!result.ok) return result.message;
    addCreated(result.selections);
    showToast('success', m.appointmentsCreated(result.selections.length));
    return null;
  };

  const completeBooking = async () => {
    setFailure(null);
    try {
      await create.mutateAsync(orderRequest(state.selections, dayKey, customer));
      showToast('success', m.orderCreated);
      onClose();
    } catch (error) {
      showToast('error', m.orderCreateFailed);
      setFailure(serverMessage(error, m.orderCreateFailed));
    }
  };

  const noon = salonDateTimeToUtc(dayKey, '12:00', TZ);
  const dayLabel = noon ? formatSalonLongDate(noon, TZ) : dayKey;
  const onSummary = state.step === 'summary';
  const ready = customerReady(customer);

  return (
    <Modal
      title={m.dialogTitle}
      onClose={onClose}
      size="xl"
      footer={
        onSummary ? (
          <>
            <Button variant="ghost" className="me-auto" onClick={() => dispatch({ type: 'step', step: 'select' })}>
              {m.backToSelection}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t.cancel()}
            </Button>
            <Button onClick={() => void completeBooking()} disabled={!ready || create.isPending || !complete}>
              {create.isPending ? t.processing() : m.completeBooking}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t.cancel()}
            </Button>
            <Button onClick={() => dispatch({ type: 'step', step: 'summary' })} disabled={!complete}>
              {m.continueToBooking}
            </Button>
          </>
        )
      }
    >
      <div className="space-y-5">
        <StepIndicator current={onSummary ? (create.isPending ? 3 : 2) : 1} />
        <h3 ref={stepHeading} tabIndex={-1} className="text-lg text-espresso outline-none">
          {onSummary ? t.reviewAndBookFor({ day: dayLabel }) : t.servicesAndAppointmentsFor({ day: dayLabel })}
        </h3>
        {failure && <Alert tone="error">{failure}</Alert>}
        {onSummary ? (
          <SummaryStep
            dayKey={dayKey}
            selections={state.selections}
            customer={customer}
            onCustomerChange={setCustomer}
          />
        ) : (
          <SelectionStep
            dayKey={dayKey}
            dayEntries={dayEntries}
            services={services.data}
            therapists={sortedTherapists}
            rows={rows}
            missing={missing}
            anySelected={state.selections.length > 0}
            slotsByService={slotsByService}
            offeredSlots={offeredSlots}
            timeOptions={options}
            defaultTime={defaultTime}
            onAddService={(service) => dispatch({ type: 'addService', service })}
            onRemoveService={(serviceId) => dispatch({ type: 'removeService', serviceId })}
            onPick={(slot, service) => dispatch({ type: 'select', selections: [slotSelection(slot, service)] })}
            onUnselect={(key) => dispatch({ type: 'unselect', key })}
            onCreate={createOne}
            onCreateSequential={createSequential}
          />
        )}
      </div>
    </Modal>
  );
}

export default ManualOrderDialog;
