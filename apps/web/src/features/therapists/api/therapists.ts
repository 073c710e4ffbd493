import type {
  TAppointment,
  TAppointmentInput,
  TAppointmentUpdate,
  TTherapist,
  TTherapistDetail,
  TTherapistInput,
  TWeeklyScheduleInput,
} from '@salon/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogKeys } from '@/lib/query-keys';
import { DETAIL_READ_RETRY } from '@/lib/read-retry';

export const fetchTherapists = (signal?: AbortSignal) => api.get<TTherapist[]>('/therapists', { signal });
export const fetchTherapist = (id: string, signal?: AbortSignal) =>
  api.get<TTherapistDetail>(`/therapists/${encodeURIComponent(id)}`, { signal });

export function useTherapists() {
  return useQuery({
    queryKey: catalogKeys.therapists,
    queryFn: ({ signal }) => fetchTherapists(signal),
    ...DETAIL_READ_RETRY,
  });
}

export function useTherapist(id: string) {
  return useQuery({
    queryKey: catalogKeys.therapist(id),
    queryFn: ({ signal }) => fetchTherapist(id, signal),
    ...DETAIL_READ_RETRY,
  });
}

const quiet = { toastOnError: false } as const;

/** Slots change therapist counts, the therapist page and the services' bookable slots. */
function invalidateSchedules(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: catalogKeys.therapists });
  void queryClient.invalidateQueries({ queryKey: catalogKeys.services });
}

/** Multipart when a photo is chosen, JSON otherwise (admin spec §7); an update sends the photo as `image`. */
function therapistBody(input: TTherapistInput, photo: File | undefined, fileField: 'file' | 'image') {
  if (!photo) return input;
  const form = new FormData();
  form.append('name', input.name);
  form.append('bio', input.bio);
  // Left out, the stored Arabic bio stays; sent empty, it is cleared (as the JSON body does).
  if (input.bioAr !== undefined) form.append('bioAr', input.bioAr ?? '');
  form.append(fileField, photo);
  return form;
}

export function useSaveTherapist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, photo }: { id?: string; input: TTherapistInput; photo?: File }) =>
      id
        ? api.patch<TTherapist>(`/therapists/${id}`, therapistBody(input, photo, 'image'), quiet)
        : api.post<TTherapist>('/therapists', therapistBody(input, photo, 'file'), quiet),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.therapists }),
  });
}

export function useDeleteTherapist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/therapists/${id}`, quiet),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.therapists }),
  });
}

/** The weekly scheduling modal: every slot of the week in one request and one transaction. */
export function useCreateWeek(therapistId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TWeeklyScheduleInput) =>
      api.post<{ created: number; appointments: TAppointment[] }>(
        `/therapists/${therapistId}/appointments/bulk`,
        input,
        quiet,
      ),
    onSuccess: () => invalidateSchedules(queryClient),
  });
}

export function useCreateSlot(therapistId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAppointmentInput) =>
      api.post<TAppointment>(`/therapists/${therapistId}/appointments`, input, quiet),
    onSuccess: () => invalidateSchedules(queryClient),
  });
}

export function useUpdateSlot(therapistId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointmentId, input }: { appointmentId: string; input: TAppointmentUpdate }) =>
      api.patch<TAppointment>(`/therapists/${therapistId}/appointments/${appointmentId}`, input, quiet),
    onSuccess: () => invalidateSchedules(queryClient),
  });
}

export function useDeleteSlot(therapistId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: string) =>
      api.delete<void>(`/therapists/${therapistId}/appointments/${appointmentId}`, quiet),
    onSuccess: () => invalidateSchedules(queryClient),
  });
}
