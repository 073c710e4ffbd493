import type { TService } from '@salon/shared';

/** The services as checkboxes: those every new slot offers, or one slot's own (admin spec §5). */
export function ServiceChecklist({
  services,
  selected,
  onToggle,
  legend,
  legendHidden = false,
}: {
  services: TService[];
  selected: string[];
  onToggle: (serviceId: string) => void;
  legend: string;
  legendHidden?: boolean;
}) {
  return (
    <fieldset>
      <legend className={legendHidden ? 'sr-only' : 'text-sm font-medium text-espresso'}>{legend}</legend>
      <div className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <label key={service._id} className="flex min-h-10 cursor-pointer items-center gap-2.5 text-sm text-espresso">
            <input
              type="checkbox"
              className="size-4.5 shrink-0 accent-wine"
              checked={selected.includes(service._id)}
              onChange={() => onToggle(service._id)}
            />
            <span className="min-w-0">{service.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
