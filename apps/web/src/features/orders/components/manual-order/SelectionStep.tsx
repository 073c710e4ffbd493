import {
  discountedPrice,
  formatDateKey,
  formatSalonTime,
  OVERVIEW_MESSAGES,
  type TAppointment,
  type TService,
  type TTherapist,
} from '@salon/shared';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { SelectInput } from '@/components/ui/fields';
import { formatAed } from '@/lib/format-money';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import type { CalendarEntry } from '../../appointment-entry';
import { ordersText as t } from '../../orders-messages';
import type { ChosenService, Coverage } from './manual-order-model';
import { type SequentialEntry, SequentialPanel } from './SequentialPanel';
import { ServiceCard } from './ServiceCard';
import type { ServiceSlots } from './use-service-slots';

const TZ = SALON_TIME_ZONE;
const m = OVERVIEW_MESSAGES;

interface SelectionStepProps {
  dayKey: string;
  dayEntries: CalendarEntry[];
  services: TService[] | undefined;
  therapists: TTherapist[];
  rows: Coverage[];
  missing: ChosenService[];
  anySelected: boolean;
  slotsByService: Map<string, ServiceSlots>;
  offeredSlots: (serviceId: string) => TAppointment[];
  timeOptions: { value: string; label: string }[];
  defaultTime: string;
  onAddService: (service: ChosenService) => void;
  onRemoveService: (serviceId: string) => void;
  onPick: (slot: TAppointment, service: ChosenService) => void;
  onUnselect: (key: string) => void;
  onCreate: (service: ChosenService, input: { therapistId: string; time: string; duration: number }) => string | null;
  onCreateSequential: (entries: SequentialEntry[], startTime: string) => string | null;
}

/** Step 1 (admin spec §2): the day's appointments on the left; services, slots and new appointments on the right. */
export function SelectionStep(props: SelectionStepProps) {
  const { dayKey, dayEntries, rows, missing } = props;
  return (
    <div className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
      <DayColumn dayKey={dayKey} entries={dayEntries} />
      <div className="min-w-0 space-y-5">
        <ServicePicker services={props.services} onAdd={props.onAddService} />
        {rows.map((row) => {
          const slots = props.slotsByService.get(row.serviceId);
          return (
            <ServiceCard
              key={row.serviceId}
              row={row}
              therapists={props.therapists}
              timeOptions={props.timeOptions}
              defaultTime={props.defaultTime}
              slots={props.offeredSlots(row.serviceId)}
              slotsLoading={slots?.loading ?? true}
              slotsFailed={slots?.failed ?? false}
              onPick={(slot) => props.onPick(slot, row)}
              onUnselect={props.onUnselect}
              onAddOne={props.onAddService}
              onRemoveOne={props.onRemoveService}
              onCreate={(input) => props.onCreate(row, input)}
            />
          );
        })}
        {rows.length > 0 && (
          <SequentialPanel
            missing={missing}
            anySelected={props.anySelected}
            therapists={props.therapists}
            timeOptions={props.timeOptions}
            defaultTime={props.defaultTime}
            onCreate={props.onCreateSequential}
          />
        )}
        {rows.length > 0 && missing.length > 0 && (
          <Alert tone="info">
            <p className="font-semibold">{m.completeAllServices}</p>
            <ul className="list-inside list-disc">
              {rows
                .filter((row) => row.available < row.required)
                .map((row) => (
                  <li key={row.serviceId}>
                    {t.coverageLine({ service: row.serviceName, available: row.available, required: row.required })}
                  </li>
                ))}
            </ul>
          </Alert>
        )}
      </div>
    </div>
  );
}

function DayColumn({ dayKey, entries }: { dayKey: string; entries: CalendarEntry[] }) {
  return (
    // Below the selection on a phone (the work comes first), beside it from 1024 px, scrolling on its own
    // there so a busy day (60+ bookings) does not stretch the dialog.
    <section
      aria-labelledby="day-appointments-heading"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="order-last rounded-2xl border border-blush-200 bg-sand/50 p-4 focus-visible:outline-2 focus-visible:outline-wine lg:order-none lg:max-h-[60vh] lg:overflow-y-auto"
    >
      <h3 id="day-appointments-heading" className="font-sans text-base font-semibold text-espresso">
        {t.appointmentsOn({ date: formatDateKey(dayKey, TZ) })}
      </h3>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-taupe">{m.noAppointments}</p>
      ) : (
        <>
          <p className="text-sm text-taupe">{t.bookedCount({ count: entries.length })}</p>
          <ul className="mt-3 space-y-2">
            {entries.map((entry) => (
              <li key={entry.key} className="rounded-xl bg-white px-3 py-2 text-sm">
                <span className="block font-semibold text-espresso">
                  {formatSalonTime(entry.starttime, TZ)} – {formatSalonTime(entry.endtime, TZ)}
                </span>
                <span className="block text-cocoa">{entry.serviceName}</span>
                <span className="block text-taupe">
                  {entry.therapistName} · {entry.customerName}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ServicePicker({ services, onAdd }: { services: TService[] | undefined; onAdd: (s: ChosenService) => void }) {
  const [serviceId, setServiceId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const formId = useId();
  return (
    <form
      id={formId}
      aria-label={t.addAService()}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const service = services?.find((s) => s._id === serviceId);
        if (!service) {
          setProblem(m.selectService);
          return;
        }
        setProblem(null);
        setServiceId('');
        onAdd({
          serviceId: service._id,
          serviceName: service.name,
          // What the order will charge: the catalog's discounted price (the server prices it the same way).
          price: discountedPrice(service.price, service.discount),
        });
      }}
      className="flex flex-wrap items-end gap-3"
    >
      <SelectInput
        label={t.service()}
        className="min-w-56 flex-1"
        value={serviceId}
        error={problem ?? undefined}
        onChange={(event) => {
          setServiceId(event.target.value);
          setProblem(null);
        }}
      >
        <option value="">{services ? t.chooseService() : t.loadingServices()}</option>
        {(services ?? []).map((service) => (
          <option key={service._id} value={service._id}>
            {t.serviceWithPrice({
              name: service.name,
              price: formatAed(discountedPrice(service.price, service.discount)),
            })}
          </option>
        ))}
      </SelectInput>
      <Button type="submit" className={problem ? 'mb-7' : undefined}>
        <Plus aria-hidden="true" className="size-4" />
        {t.addService()}
      </Button>
    </form>
  );
}
