import { OVERVIEW_MESSAGES, type TTherapist } from '@salon/shared';
import { ListOrdered } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { LABEL } from '@/components/ui/FormField';
import { CONTROL } from '@/components/ui/fields';
import { ordersText as t } from '../../orders-messages';
import { DurationOptions, offeredTime, TherapistOptions, TimeSelect } from './choices';
import { type ChosenService, DEFAULT_DURATION } from './manual-order-model';

const m = OVERVIEW_MESSAGES;

export interface SequentialEntry {
  service: ChosenService;
  therapistId: string;
  duration: number;
}

interface SequentialPanelProps {
  /** The appointments still missing, one per entry. */
  missing: ChosenService[];
  anySelected: boolean;
  therapists: TTherapist[];
  timeOptions: { value: string; label: string }[];
  defaultTime: string;
  /** Returns the message to show when the appointments cannot be made, or null when they were added. */
  onCreate: (entries: SequentialEntry[], startTime: string) => string | null;
}

/**
 * 'Create Sequential Appointments' / 'Create Remaining' (admin spec §2, §4): one appointment for every
 * service still lacking one, the first at the start time (09:00, or the next full hour today), each next
 * one when the previous ends.
 */
export function SequentialPanel({
  missing,
  anySelected,
  therapists,
  timeOptions,
  defaultTime,
  onCreate,
}: SequentialPanelProps) {
  // Choices are kept per position, so they survive while other services are covered one by one.
  const [choices, setChoices] = useState<Record<number, { therapistId: string; duration: number }>>({});
  const [startTime, setStartTime] = useState(defaultTime);
  const [problem, setProblem] = useState<string | null>(null);
  const chosenStart = offeredTime(timeOptions, startTime);
  const choice = (index: number) => choices[index] ?? { therapistId: '', duration: DEFAULT_DURATION };
  const update = (index: number, change: Partial<{ therapistId: string; duration: number }>) => {
    setChoices((current) => ({ ...current, [index]: { ...choice(index), ...change } }));
    setProblem(null);
  };

  return (
    <section aria-labelledby="sequential-heading" className="rounded-2xl border border-blush-200 bg-white p-4">
      <h4 id="sequential-heading" className="flex items-center gap-2 font-sans text-base font-semibold text-espresso">
        <ListOrdered aria-hidden="true" className="size-5 text-wine" />
        {anySelected ? m.createRemaining : m.createSequential}
      </h4>
      <p className="mt-1 text-sm text-taupe">{t.sequentialIntro()}</p>
      {missing.length > 0 && (
        <>
          <TimeSelect
            label={t.startAt()}
            className="mt-3 max-w-48"
            value={chosenStart}
            options={timeOptions}
            onChange={(value) => {
              setStartTime(value);
              setProblem(null);
            }}
          />
          <ol className="mt-3 space-y-3">
            {missing.map((service, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: one row per missing appointment; a service may repeat.
                key={`${service.serviceId}-${index}`}
                className="rounded-xl bg-sand/60 p-3"
              >
                <p className="text-sm font-semibold text-espresso">
                  {index + 1}. {service.serviceName}
                </p>
                <div className="mt-1 grid gap-3 sm:grid-cols-[1fr_9rem]">
                  <RowSelect
                    label={t.therapist()}
                    context={t.forRow({ index: index + 1, service: service.serviceName })}
                    value={choice(index).therapistId}
                    onChange={(value) => update(index, { therapistId: value })}
                  >
                    <TherapistOptions therapists={therapists} />
                  </RowSelect>
                  <RowSelect
                    label={t.duration()}
                    context={t.forRow({ index: index + 1, service: service.serviceName })}
                    value={String(choice(index).duration)}
                    onChange={(value) => update(index, { duration: Number(value) })}
                  >
                    <DurationOptions />
                  </RowSelect>
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
      {problem && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <Button
        variant="secondary"
        className="mt-3"
        onClick={() => {
          const message = onCreate(
            missing.map((service, index) => ({ service, ...choice(index) })),
            chosenStart,
          );
          setProblem(message);
          if (!message) setChoices({});
        }}
      >
        {anySelected ? m.createRemaining : m.createSequential}
      </Button>
    </section>
  );
}

/** A select whose visible label is short ('Therapist') and whose spoken label names the row's service. */
function RowSelect({
  label,
  context,
  value,
  onChange,
  children,
}: {
  label: string;
  context: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
        <span className="sr-only"> {context}</span>
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={`${CONTROL} pe-8`}>
        {children}
      </select>
    </div>
  );
}
