import type { TCalendarQuery } from '@salon/shared';
import type { ListParams } from './paged-list';

/**
 * Every cache key that more than one feature names, in one place: a change can refresh whatever shows it
 * without importing the feature that reads it. A key that only its own feature uses stays with that feature.
 */

/** The catalog's reads: categories, services and their slots, therapists and theirs. */
export const catalogKeys = {
  categories: ['categories'] as const,
  services: ['services'] as const,
  service: (id: string) => ['services', id] as const,
  therapists: ['therapists'] as const,
  therapist: (id: string) => ['therapists', id] as const,
};

/**
 * Under 'dashboard' so they never clash with the customer's own order lists. Details sit apart from their
 * list ('order', not 'orders'), so the shell's Refresh of a list never refetches every order once opened.
 */
export const adminOrderKeys = {
  /** Every list of orders and appointments: the Orders tab, the calendar, the appointment lists. */
  all: ['dashboard', 'orders'] as const,
  lists: ['dashboard', 'orders', 'list'] as const,
  list: (params: ListParams) => ['dashboard', 'orders', 'list', params] as const,
  details: ['dashboard', 'order'] as const,
  detail: (id: string) => ['dashboard', 'order', id] as const,
};

export const adminUserKeys = {
  all: ['dashboard', 'users'] as const,
  list: (params: ListParams) => ['dashboard', 'users', params] as const,
  details: ['dashboard', 'user'] as const,
  detail: (id: string) => ['dashboard', 'user', id] as const,
  /** One page of a user's order history. */
  detailPage: (id: string, params: ListParams) => ['dashboard', 'user', id, params] as const,
};

/**
 * The overview's reads. The calendar and the appointment lists sit under ['dashboard', 'orders'] with the
 * Orders tab, so one invalidation after any order change refreshes every view of orders.
 */
export const overviewKeys = {
  calendar: (range: TCalendarQuery) => ['dashboard', 'orders', 'calendar', range] as const,
  appointments: (params: ListParams) => ['dashboard', 'orders', 'appointments', params] as const,
  reports: ['reports'] as const,
  monthlyReport: (month: string) => ['reports', 'monthly', month] as const,
  customers: (params: ListParams) => ['dashboard', 'users', 'customers', params] as const,
};

export const hoursKeys = {
  salon: ['salon-hours'] as const,
  therapist: (id: string) => ['therapist-hours', id] as const,
  /** The therapists' slots, refreshed after the scheduler made some (the catalog's therapist key). */
  therapists: catalogKeys.therapists,
  /** Under the salon's key, so that a closure's save or removal refreshes it too. */
  bookingsOnDaysOff: ['salon-hours', 'bookings-on-days-off'] as const,
};

/** The waitlist's reads. Every change to the customer's waitlist refreshes all of them. */
export const waitlistKeys = {
  all: ['waitlist'] as const,
  mine: ['waitlist', 'mine'] as const,
  offer: (id: string) => ['waitlist', 'offers', id] as const,
  staff: (serviceId: string, params: ListParams) => ['waitlist', 'service', serviceId, params] as const,
};

export const problemKeys = {
  all: ['problems'] as const,
  list: (params: ListParams) => ['problems', params] as const,
};
