import { WAITLIST_MESSAGES } from '@salon/shared';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WaitlistOfferPage } from '@/routes/public/WaitlistOfferPage';
import { serveApi } from '@/test/api-server';
import { uuid } from '@/test/catalog-fixtures';
import { json, offer, renderAt, signInCustomer, signOut } from '@/test/waitlist-fixtures';
import { waitlistText as t } from '../waitlist-messages';

const ID = uuid(7001);
const PATH = `/api/waitlist/offers/${ID}`;

function renderOffer() {
  return renderAt(`/waitlist/offers/${ID}`, [
    { path: '/waitlist/offers/:id', element: <WaitlistOfferPage /> },
    { path: '/services/:id', element: <p>service page</p> },
  ]);
}

describe('the offer page', () => {
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('sends a signed-out visitor to sign in, to come back here', async () => {
    const { router } = renderOffer();
    await screen.findByText('sign-in page');
    expect(router.state.location.state).toEqual({ from: `/waitlist/offers/${ID}` });
  });

  it('shows the held time in the salon’s clock with a countdown, and books it', async () => {
    signInCustomer();
    const requests = serveApi({
      [PATH]: offer(),
      [`${PATH}/accept`]: json(201, { _id: '00000000-0000-4000-8000-0000abcdef12' }),
    });
    const { user } = renderOffer();
    expect(await screen.findByText('Tuesday, January 15, 2030')).toBeTruthy();
    expect(screen.getByText('10:00 AM – 11:00 AM')).toBeTruthy();
    expect(screen.getByText('AED 135')).toBeTruthy();
    expect(screen.getByText('Aisha Rahman')).toBeTruthy();
    // About ten minutes left: the digits for the eye, the minutes for a screen reader.
    expect(screen.getByRole('timer').textContent).toMatch(/^(9:5\d|10:00)$/);
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('10 minutes left');

    await user.click(screen.getByRole('button', { name: t.book() }));
    expect(await screen.findByRole('heading', { name: t.bookedTitle() })).toBeTruthy();
    expect(screen.getByText(t.booked({ ref: '#ABCDEF12' }))).toBeTruthy();
    expect(screen.getByRole('link', { name: t.myAppointments() }).getAttribute('href')).toBe('/orders');
    const accept = requests.find((r) => r.method === 'POST');
    expect(new URL(accept!.url).pathname).toBe(`${PATH}/accept`);
  });

  it.each([
    ['offerExpired', t.expiredTitle()],
    ['offerTaken', t.takenTitle()],
    ['offerSlotGone', t.goneTitle()],
  ] as const)('a refused booking (%s) says why and offers the service’s other times', async (key, title) => {
    signInCustomer();
    serveApi({ [PATH]: offer(), [`${PATH}/accept`]: json(409, { message: WAITLIST_MESSAGES[key] }) });
    const { user } = renderOffer();
    await user.click(await screen.findByRole('button', { name: t.book() }));
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(WAITLIST_MESSAGES[key])).toBeTruthy();
    expect(screen.getByRole('link', { name: t.bookAnother() }).getAttribute('href')).toBe(`/services/${uuid(101)}`);
  });

  it.each([
    [offer({ status: 'lapsed' }), t.expiredTitle()],
    [offer({ expiresAt: new Date(Date.now() - 1000).toISOString() }), t.expiredTitle()],
    [offer({ status: 'taken', orderId: uuid(9) }), t.takenTitle()],
    [offer({ status: 'void' }), t.goneTitle()],
  ])('an offer that is over shows its end at once (%#)', async (answer, title) => {
    signInCustomer();
    serveApi({ [PATH]: answer });
    renderOffer();
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.book() })).toBeNull();
  });

  it('an offer of someone else’s (404) is not found', async () => {
    signInCustomer();
    serveApi({ [PATH]: json(404, { message: WAITLIST_MESSAGES.offerNotFound }) });
    renderOffer();
    expect(await screen.findByRole('heading', { name: t.notFoundTitle() })).toBeTruthy();
  });

  it('No thanks passes the time on', async () => {
    signInCustomer();
    const requests = serveApi({ [PATH]: offer(), [`${PATH}/decline`]: json(204) });
    const { user } = renderOffer();
    await user.click(await screen.findByRole('button', { name: t.decline() }));
    expect(await screen.findByRole('heading', { name: t.declinedTitle() })).toBeTruthy();
    await waitFor(() => expect(requests.some((r) => r.url.endsWith('/decline') && r.method === 'POST')).toBe(true));
  });
});
