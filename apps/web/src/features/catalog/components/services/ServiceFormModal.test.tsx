import type { TService } from '@salon/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi } from '@/test/api-server';
import { CATEGORIES, service } from '@/test/catalog-fixtures';
import { ServiceFormModal, serviceFormData } from './ServiceFormModal';

/** A service as an admin reads it (issue 18): shown in the page's language, stored texts beside. */
const BILINGUAL: TService = service(1, {
  name: 'Gel Manicure',
  description: 'Long-lasting gel colour.',
  texts: {
    name: 'Gel Manicure',
    nameAr: 'مانيكير جل',
    description: 'Long-lasting gel colour.',
    descriptionAr: null,
  },
});

function renderForm(editing: TService | undefined) {
  const requests = serveApi({
    '/api/services': (_params: URLSearchParams, request: Request) => (request.method === 'POST' ? BILINGUAL : []),
    [`/api/services/${BILINGUAL._id}`]: BILINGUAL,
  });
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ServiceFormModal service={editing} categories={CATEGORIES} onClose={onClose} />
    </QueryClientProvider>,
  );
  return requests;
}

async function sentForm(requests: Request[], method: string): Promise<FormData> {
  await waitFor(() => expect(requests.some((request) => request.method === method)).toBe(true));
  return requests.find((request) => request.method === method)!.formData();
}

describe('the service form in both languages', () => {
  afterEach(cleanup);

  it('edits the stored English and Arabic texts, the Arabic fields written right to left', async () => {
    const user = userEvent.setup();
    const requests = renderForm(BILINGUAL);
    const dialog = screen.getByRole('dialog', { name: 'Edit Service' });
    const name = within(dialog).getByLabelText('Name');
    const nameAr = within(dialog).getByLabelText('Name in Arabic (optional)');
    const descriptionAr = within(dialog).getByLabelText('Description in Arabic (optional)');
    expect(name).toHaveProperty('value', 'Gel Manicure');
    expect(nameAr).toHaveProperty('value', 'مانيكير جل');
    for (const field of [nameAr, descriptionAr]) {
      expect(field.getAttribute('dir')).toBe('rtl');
      expect(field.getAttribute('lang')).toBe('ar');
    }
    expect(name.getAttribute('dir')).toBe('ltr');

    // (jsdom leaves the select unchosen on a form's first render.)
    await user.selectOptions(within(dialog).getByLabelText('Category'), BILINGUAL.categoryId);
    await user.clear(nameAr);
    await user.type(descriptionAr, '  لون جل يدوم طويلًا ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const form = await sentForm(requests, 'PATCH');
    expect(form.get('name')).toBe('Gel Manicure');
    expect(form.get('descriptionAr')).toBe('لون جل يدوم طويلًا');
  });

  it('sends an emptied Arabic field empty (the server stores null), and leaves out one it should keep', () => {
    const fields = { name: 'Gel', price: 150, discount: 0, demandOnline: true, bufferMinutes: 0, categoryId: 'c' };
    // (Read here: the test environment's requests drop empty multipart fields, which browsers send.)
    const cleared = serviceFormData({ ...fields, nameAr: null, descriptionAr: 'وصف' }, undefined);
    expect(cleared.get('nameAr')).toBe('');
    expect(cleared.get('descriptionAr')).toBe('وصف');
    const kept = serviceFormData({ ...fields, nameAr: undefined }, undefined);
    expect(kept.has('nameAr')).toBe(false);
    expect(kept.has('descriptionAr')).toBe(false);
  });

  it('adds a service with its Arabic name, and refuses one too short', async () => {
    const user = userEvent.setup();
    const requests = renderForm(undefined);
    const dialog = screen.getByRole('dialog', { name: 'Add Service' });
    await user.type(within(dialog).getByLabelText('Name'), 'Gel Manicure');
    await user.type(within(dialog).getByLabelText('Name in Arabic (optional)'), 'م');
    await user.type(within(dialog).getByLabelText('Price (AED)'), '150');
    await user.selectOptions(within(dialog).getByLabelText('Category'), CATEGORIES[0]!._id);
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));
    expect(await within(dialog).findByText('Arabic name must be at least 2 characters')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Name in Arabic (optional)'), 'انيكير جل');
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));
    const form = await sentForm(requests, 'POST');
    expect(form.get('nameAr')).toBe('مانيكير جل');
  });

  it('leaves the stored Arabic alone when the service was read without its texts', async () => {
    const user = userEvent.setup();
    const requests = renderForm(service(1, { name: 'Gel Manicure' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Service' });
    expect(within(dialog).getByLabelText('Name in Arabic (optional)')).toHaveProperty('value', '');
    await user.selectOptions(within(dialog).getByLabelText('Category'), CATEGORIES[0]!._id);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const form = await sentForm(requests, 'PATCH');
    expect(form.has('nameAr')).toBe(false);
    expect(form.has('descriptionAr')).toBe(false);
  });
});
