import { WAITLIST_MESSAGES } from '@salon/shared';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { serveApi } from '@/test/api-server';
import { uuid } from '@/test/catalog-fixtures';
import { json, renderAt, signInCustomer, signOut } from '@/test/waitlist-fixtures';
import { salonToday } from '../waitlist-format';
import { waitlistText as t } from '../waitlist-messages';
import { JoinWaitlistDialog } from './JoinWaitlistDialog';

/**
 * Issue 26: only accounts with a verified address may join, and a time held for someone else cannot be
 * joined for. The dialog stays open with the server's reason, so the customer knows what to do next.
 */
describe('joining a waitlist, refused', () => {
  afterEach(() => {
    cleanup();
    signOut();
  });

  it.each([
    ['an unverified address', 403, WAITLIST_MESSAGES.verifyToJoin],
    ['a time held for someone else', 409, WAITLIST_MESSAGES.timeHeld],
  ])('for %s: the dialog says why', async (_, status, message) => {
    signInCustomer();
    const requests = serveApi({ '/api/waitlist': () => json(status, { message }) });
    const { user } = renderAt('/', [
      {
        path: '/',
        element: (
          <JoinWaitlistDialog
            service={{ _id: uuid(101), name: 'Gel Manicure' }}
            therapists={[]}
            initial={{ day: salonToday(SALON_TIME_ZONE), therapistId: null }}
            onClose={() => {}}
          />
        ),
      },
    ]);
    const dialog = within(await screen.findByRole('dialog', { name: t.dialogTitle() }));
    await user.click(dialog.getByRole('button', { name: t.submit() }));
    expect(await dialog.findByText(message)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: t.joinedTitle() })).toBeNull();
  });
});
