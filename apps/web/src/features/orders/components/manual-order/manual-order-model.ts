import type { TAnonymousOrderRequest } from '@salon/shared';

/**
 * The manual order dialog's state (admin spec §4, §9) as pure functions, so they can be tested without a
 * browser: coverage of the chosen services and the one request that books it all. Times on the fixed day
 * and a therapist's clashes are in `manual-order-schedule.ts`.
 */

export const DURATION_CHOICES = [30, 60, 90, 120] as const;
export const DEFAULT_DURATION = 60;

export interface ChosenService {
  serviceId: string;
  serviceName: string;
  price: number;
}

/** A slot in the order: an existing free one picked from the list, or a draft the dialog made. */
export interface Selection {
  key: string;
  kind: 'existing' | 'draft';
  /** Only for existing slots. */
  appointmentId?: string;
  serviceId: string;
  serviceName: string;
  price: number;
  therapistId: string;
  therapistName: string;
  /** ISO instant. */
  starttime: string;
  duration: number;
}

export interface ManualOrderState {
  step: 'select' | 'summary';
  /** One entry per appointment needed: choosing a service twice asks for two appointments of it. */
  services: ChosenService[];
  selections: Selection[];
}

export const INITIAL_STATE: ManualOrderState = { step: 'select', services: [], selections: [] };

export type ManualOrderAction =
  | { type: 'addService'; service: ChosenService }
  | { type: 'removeService'; serviceId: string }
  | { type: 'select'; selections: Selection[] }
  | { type: 'unselect'; key: string }
  | { type: 'step'; step: ManualOrderState['step'] }
  | { type: 'reset' };

export function manualOrderReducer(state: ManualOrderState, action: ManualOrderAction): ManualOrderState {
  switch (action.type) {
    case 'addService':
      return { ...state, services: [...state.services, action.service] };
    case 'removeService': {
      // One requirement goes; with the last one the service's selections go too.
      const index = state.services.map((s) => s.serviceId).lastIndexOf(action.serviceId);
      if (index === -1) return state;
      const services = state.services.filter((_, i) => i !== index);
      const stillNeeded = services.some((s) => s.serviceId === action.serviceId);
      return {
        ...state,
        services,
        selections: stillNeeded ? state.selections : state.selections.filter((s) => s.serviceId !== action.serviceId),
      };
    }
    case 'select': {
      const known = new Set(state.selections.map((s) => s.key));
      return { ...state, selections: [...state.selections, ...action.selections.filter((s) => !known.has(s.key))] };
    }
    case 'unselect':
      return { ...state, selections: state.selections.filter((s) => s.key !== action.key) };
    case 'step':
      return { ...state, step: action.step };
    case 'reset':
      return INITIAL_STATE;
  }
}

export interface Coverage {
  serviceId: string;
  serviceName: string;
  price: number;
  /** Appointments selected or created for the service. */
  available: number;
  /** Appointments the service needs. */
  required: number;
  selections: Selection[];
}

/** Per chosen service, in the order they were chosen: how many appointments it has and needs. */
export function coverage(state: Pick<ManualOrderState, 'services' | 'selections'>): Coverage[] {
  const byService = new Map<string, Coverage>();
  for (const service of state.services) {
    const row = byService.get(service.serviceId);
    if (row) row.required++;
    else byService.set(service.serviceId, { ...service, available: 0, required: 1, selections: [] });
  }
  for (const selection of state.selections) {
    const row = byService.get(selection.serviceId);
    if (row) {
      row.available++;
      row.selections.push(selection);
    }
  }
  return [...byService.values()];
}

/** Continue is allowed once every chosen service has as many appointments as it needs. */
export const isComplete = (rows: Coverage[]) => rows.length > 0 && rows.every((row) => row.available >= row.required);

/** The appointments still missing, one entry per appointment, in the order the services were chosen. */
export function missingAppointments(rows: Coverage[]): ChosenService[] {
  return rows.flatMap((row) =>
    Array.from({ length: Math.max(0, row.required - row.available) }, () => ({
      serviceId: row.serviceId,
      serviceName: row.serviceName,
      price: row.price,
    })),
  );
}

export interface CustomerInput {
  name: string;
  phone: string;
  /** An existing customer's id, when one was chosen. */
  customerId?: string;
  /** The chosen customer's e-mail, shown beside the name while chosen (the search has moved on since). */
  customerEmail?: string;
  /** A new walk-in's e-mail, optional: it finds or records the customer and gets the confirmation. */
  email?: string;
}

export const customerReady = (customer: CustomerInput) => customer.name.trim() !== '' && customer.phone.trim() !== '';

/** The one POST /api/orders/anonymos: picked slots by id, drafted ones to be created with the order. */
export function orderRequest(
  selections: readonly Selection[],
  dayKey: string,
  customer: CustomerInput,
): TAnonymousOrderRequest {
  return {
    status: 'pending',
    date: dayKey,
    user: {
      name: customer.name.trim(),
      phone: customer.phone.trim(),
      ...(customer.customerId ? { _id: customer.customerId } : {}),
      ...(!customer.customerId && customer.email?.trim() ? { email: customer.email.trim() } : {}),
    },
    orderItems: selections.map((s) =>
      s.kind === 'existing' && s.appointmentId
        ? { AppointmentId: s.appointmentId }
        : {
            draft: {
              serviceId: s.serviceId,
              therapistId: s.therapistId,
              starttime: s.starttime,
              duration: s.duration,
            },
          },
    ),
  };
}

/** The order's total: the sum of the items' prices (admin spec §9); the server prices it again. */
export const orderTotal = (selections: readonly Selection[]) =>
  Math.round(selections.reduce((sum, s) => sum + s.price, 0) * 100) / 100;
