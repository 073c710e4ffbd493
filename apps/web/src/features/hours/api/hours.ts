import type {
  TAffectedBooking,
  TDayRangeCreated,
  TDayRangeRequest,
  TSalonHours,
  TScheduleRequest,
  TScheduleResult,
  TTherapistHours,
  TTherapistWorkingDays,
  TWeekHours,
} from '@salon/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hoursKeys } from '@/lib/query-keys';
import { reloadPublicSalonHours } from '../public-hours';

/** The salon's week and closures to come: the footer, the contact section, the home page and the Hours tab. */
export function useSalonHours() {
  return useQuery({
    queryKey: hoursKeys.salon,
    queryFn: ({ signal }) => api.get<TSalonHours>('/salon-hours', { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * The days a therapist works and is off, for a customer choosing a day to wait for; nothing to read
 * when no therapist is chosen.
 */
export function useTherapistWorkingDays(therapistId: string | null) {
  return useQuery({
    queryKey: ['therapist-working-days', therapistId] as const,
    queryFn: ({ signal }) =>
      api.get<TTherapistWorkingDays>(`/therapists/${encodeURIComponent(therapistId ?? '')}/working-days`, { signal }),
    enabled: therapistId !== null,
    staleTime: 5 * 60_000,
  });
}

/** The booked appointments to come on a closed day or a therapist's day off, for staff to move or cancel. */
export function useBookingsOnDaysOff() {
  return useQuery({
    queryKey: hoursKeys.bookingsOnDaysOff,
    queryFn: ({ signal }) => api.get<TAffectedBooking[]>('/closures/bookings', { signal }),
  });
}

function useSalonWrite<I, O>(write: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      reloadPublicSalonHours();
      return client.invalidateQueries({ queryKey: hoursKeys.salon });
    },
  });
}

export const useSaveSalonWeek = () =>
  useSalonWrite((week: TWeekHours) => api.put<TSalonHours>('/salon-hours', { week }));
export const useAddClosure = () =>
  useSalonWrite((closure: TDayRangeRequest) => api.post<TDayRangeCreated>('/closures', closure));
export const useDeleteClosure = () =>
  useSalonWrite((id: string) => api.delete<void>(`/closures/${encodeURIComponent(id)}`));

export function useTherapistHours(therapistId: string) {
  return useQuery({
    queryKey: hoursKeys.therapist(therapistId),
    queryFn: ({ signal }) =>
      api.get<TTherapistHours>(`/therapists/${encodeURIComponent(therapistId)}/hours`, { signal }),
  });
}

function useTherapistWrite<I, O>(therapistId: string, write: (base: string, input: I) => Promise<O>) {
  const client = useQueryClient();
  const base = `/therapists/${encodeURIComponent(therapistId)}`;
  return useMutation({
    mutationFn: (input: I) => write(base, input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: hoursKeys.therapist(therapistId) }),
        client.invalidateQueries({ queryKey: hoursKeys.therapists }),
        client.invalidateQueries({ queryKey: hoursKeys.bookingsOnDaysOff }),
      ]),
  });
}

export const useSaveTherapistWeek = (therapistId: string) =>
  useTherapistWrite(therapistId, (base, week: TWeekHours) => api.put<TTherapistHours>(`${base}/hours`, { week }));
export const useAddAbsence = (therapistId: string) =>
  useTherapistWrite(therapistId, (base, absence: TDayRangeRequest) =>
    api.post<TDayRangeCreated>(`${base}/absences`, absence),
  );
export const useDeleteAbsence = (therapistId: string) =>
  useTherapistWrite(therapistId, (base, id: string) => api.delete<void>(`${base}/absences/${encodeURIComponent(id)}`));
export const useScheduleSlots = (therapistId: string) =>
  useTherapistWrite(therapistId, (base, request: TScheduleRequest) =>
    api.post<TScheduleResult>(`${base}/schedule`, request),
  );
