import type { TTherapist } from '@salon/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi } from '@/test/api-server';
import { uuid } from '@/test/catalog-fixtures';
import { TherapistFormModal } from './TherapistFormModal';

const AISHA: TTherapist = {
  _id: uuid(201),
  name: 'Aisha Rahman',
  bio: 'Nail artist',
  specialization: 'Nail artist',
  imageUrl: null,
  appointmentCount: 0,
  texts: { bio: 'Nail artist', bioAr: 'فنانة أظافر' },
};

function renderForm(editing: TTherapist | undefined) {
  const requests = serveApi({ '/api/therapists': AISHA, [`/api/therapists/${AISHA._id}`]: AISHA });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <TherapistFormModal therapist={editing} onClose={vi.fn()} />
    </QueryClientProvider>,
  );
  return requests;
}

async function sentBody(requests: Request[], method: string) {
  await waitFor(() => expect(requests.some((request) => request.method === method)).toBe(true));
  return requests.find((request) => request.method === method)!.json();
}

describe('the therapist form in both languages', () => {
  afterEach(cleanup);

  it('edits the Arabic bio beside the English one, right to left', async () => {
    const user = userEvent.setup();
    const requests = renderForm(AISHA);
    const dialog = screen.getByRole('dialog', { name: 'Edit Therapist' });
    const bioAr = within(dialog).getByLabelText('Bio in Arabic (optional)');
    expect(within(dialog).getByLabelText('Bio (field of specialization)')).toHaveProperty('value', 'Nail artist');
    expect(bioAr).toHaveProperty('value', 'فنانة أظافر');
    expect(bioAr.getAttribute('dir')).toBe('rtl');
    expect(bioAr.getAttribute('lang')).toBe('ar');
    await user.type(bioAr, ' وأخصائية باديكير');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await sentBody(requests, 'PATCH')).toEqual({
      name: 'Aisha Rahman',
      bio: 'Nail artist',
      bioAr: 'فنانة أظافر وأخصائية باديكير',
    });
  });

  it('sends an emptied Arabic bio as cleared, and refuses one too long', async () => {
    const user = userEvent.setup();
    const requests = renderForm(AISHA);
    const dialog = screen.getByRole('dialog', { name: 'Edit Therapist' });
    const bioAr = within(dialog).getByLabelText('Bio in Arabic (optional)');
    await user.clear(bioAr);
    await user.click(bioAr);
    await user.paste('و'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Arabic bio must not exceed 500 characters')).toBeTruthy();
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);
    await user.clear(bioAr);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await sentBody(requests, 'PATCH')).toEqual({ name: 'Aisha Rahman', bio: 'Nail artist', bioAr: null });
  });
});
