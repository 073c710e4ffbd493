import { SERVICE_SITE_MESSAGES, type TAppointment, type TServiceDetail } from '@salon/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { bookableSlots, fetchService } from '@/features/catalog';
import { ApiError } from '@/lib/api-client';
import { catalogKeys } from '@/lib/query-keys';
import { DETAIL_READ_RETRY } from '@/lib/read-retry';
import { bookingText as t } from '../booking-messages';
import { isStillOffered } from '../booking-wizard';
import { addLocalAppointment, localAppointmentFromSlot } from '../local-appointments';
import type { WizardBanner } from './use-booking-wizard';

interface ConfirmTarget {
  service: TServiceDetail;
  slot: TAppointment | null;
  timeZone: string;
  showBanner: (banner: WizardBanner) => void;
  clearTime: () => void;
}

/**
 * 'Confirm Booking' on the service page (customer spec §2, §4): the chosen slot is checked against a fresh
 * read of the service (someone may have booked it meanwhile), then added to the local list with status
 * pending, for My Appointments to book as one order. Each outcome is a 3 s wizard banner.
 */
export function useConfirmBooking({ service, slot, timeZone, showBanner, clearTime }: ConfirmTarget) {
  const queryClient = useQueryClient();
  const [processing, setProcessing] = useState(false);

  async function confirm() {
    if (processing) return;
    if (!slot) {
      showBanner({ tone: 'warning', text: SERVICE_SITE_MESSAGES.selectTimeSlot });
      return;
    }
    setProcessing(true);
    try {
      // Updates the page's own cache too, so the chooser drops every slot that has gone, not just this one.
      const fresh = await queryClient.fetchQuery({
        queryKey: catalogKeys.service(service._id),
        queryFn: ({ signal }) => fetchService(service._id, signal),
        staleTime: 0,
        ...DETAIL_READ_RETRY,
      });
      if (!isStillOffered(bookableSlots(fresh.appointments, Date.now()), slot._id)) {
        clearTime();
        showBanner({ tone: 'warning', text: SERVICE_SITE_MESSAGES.slotGone });
        return;
      }
      const added = addLocalAppointment(localAppointmentFromSlot(fresh, slot, timeZone));
      clearTime();
      showBanner(
        added
          ? { tone: 'success', text: t.addedToList(), linkToOrders: true }
          : { tone: 'warning', text: t.alreadyInList(), linkToOrders: true },
      );
    } catch (error) {
      // The treatment itself is gone (404): its time is no longer available, which says what happened; a
      // failed read (the network, the server) is worth another try.
      if (error instanceof ApiError && error.status === 404) {
        clearTime();
        showBanner({ tone: 'warning', text: SERVICE_SITE_MESSAGES.slotGone });
        return;
      }
      showBanner({ tone: 'error', text: t.wizardBookFailed() });
    } finally {
      setProcessing(false);
    }
  }

  return { confirm, processing };
}
