import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { uuid } from '@/test/catalog-fixtures';
import { bookingText as t } from '../../booking-messages';
import {
  bookedOne,
  type Call,
  fakeServer,
  free,
  json,
  MINE,
  renderPage,
  SERVICE,
  service,
} from './my-appointments.fixtures';

describe('moving a booking and adding it to a calendar', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  const movable = () => bookedOne({ serviceId: service._id });
  const MOVE = `POST /api/orders/mine/appointments/${uuid(5001)}/reschedule`;

  /** Opens the dialog and picks Aisha's first free time, the 00:30 one. */
  async function chooseNewTime(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: /^Reschedule Full Head Colour/ }));
    const dialog = within(await screen.findByRole('dialog', { name: t.rescheduleTitle() }));
    await user.click(await dialog.findByRole('button', { name: /Aisha Rahman/ }));
    await user.click(within(dialog.getByRole('group', { name: 'Pick Date' })).getAllByRole('button')[0]!);
    await user.click(within(dialog.getByRole('group', { name: 'Choose Time' })).getAllByRole('button')[0]!);
    return dialog;
  }

  it('moves a booking to another free time of its treatment, through the service page’s steps', async () => {
    const calls = fakeServer({
      [MINE]: [movable()],
      [SERVICE]: service,
      [MOVE]: (call: Call) =>
        json(200, {
          ...movable(),
          appointmentId: (call.body as { appointmentId: string }).appointmentId,
          date: free[0]!.starttime,
        }),
    });
    const user = renderPage();
    const dialog = await chooseNewTime(user);
    await user.click(dialog.getByRole('button', { name: t.moveAppointment() }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ appointmentId: free[0]!._id });
  });

  it('keeps the dialog open with the server’s answer when the new time was taken meanwhile', async () => {
    const taken = 'That time has just been booked by someone else. Please choose another.';
    fakeServer({ [MINE]: [movable()], [SERVICE]: service, [MOVE]: json(409, { message: taken }) });
    const user = renderPage();
    const dialog = await chooseNewTime(user);
    await user.click(dialog.getByRole('button', { name: t.moveAppointment() }));
    expect(await dialog.findByText(taken)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: t.rescheduleTitle() })).toBeTruthy();
  });

  it('offers the calendar file and Google Calendar for a booking ahead, a move only more than 24 hours ahead', async () => {
    fakeServer({
      [MINE]: [
        movable(),
        bookedOne({ appointmentId: uuid(5004), serviceName: 'Late one', cancellable: false }),
        bookedOne({ appointmentId: uuid(5005), serviceName: 'Called off', status: 'cancelled', cancellable: false }),
      ],
    });
    renderPage();
    const ahead = within(await screen.findByRole('article', { name: 'Full Head Colour' }));
    expect(ahead.getByRole('link', { name: t.downloadIcs() }).getAttribute('href')).toBe(
      `/api/orders/mine/appointments/${uuid(5001)}/calendar`,
    );
    const google = new URL(ahead.getByRole('link', { name: t.googleCalendar() }).getAttribute('href')!);
    expect(google.searchParams.get('dates')).toBe('20300201T060000Z/20300201T080000Z');
    const late = within(screen.getByRole('article', { name: 'Late one' }));
    expect(late.queryByRole('button', { name: /^Reschedule/ })).toBeNull();
    expect(late.getByRole('link', { name: t.downloadIcs() })).toBeTruthy();
    const cancelled = within(screen.getByRole('article', { name: 'Called off' }));
    expect(cancelled.queryByRole('link')).toBeNull();
  });
});
