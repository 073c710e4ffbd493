import type { TCategory } from '@salon/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi } from '@/test/api-server';
import { uuid } from '@/test/catalog-fixtures';
import { CategoryFormModal } from './CategoryFormModal';

const CATEGORY: TCategory = {
  _id: uuid(1),
  name: 'Nail Services',
  description: 'Manicures and pedicures.',
  imageUrl: null,
  texts: {
    name: 'Nail Services',
    nameAr: 'خدمات الأظافر',
    description: 'Manicures and pedicures.',
    descriptionAr: 'مانيكير وباديكير بعناية',
  },
};

function renderForm(editing: TCategory | undefined) {
  const requests = serveApi({ '/api/categories': CATEGORY, [`/api/categories/${CATEGORY._id}`]: CATEGORY });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <CategoryFormModal category={editing} onClose={vi.fn()} />
    </QueryClientProvider>,
  );
  return requests;
}

async function sentBody(requests: Request[], method: string) {
  await waitFor(() => expect(requests.some((request) => request.method === method)).toBe(true));
  return requests.find((request) => request.method === method)!.json();
}

describe('the category form in both languages', () => {
  afterEach(cleanup);

  it('edits the Arabic name and description beside the English ones, and clears them', async () => {
    const user = userEvent.setup();
    const requests = renderForm(CATEGORY);
    const dialog = screen.getByRole('dialog', { name: 'Edit Category' });
    const nameAr = within(dialog).getByLabelText('Name in Arabic (optional)');
    const descriptionAr = within(dialog).getByLabelText('Description in Arabic (optional)');
    expect(within(dialog).getByLabelText('Name')).toHaveProperty('value', 'Nail Services');
    expect(nameAr).toHaveProperty('value', 'خدمات الأظافر');
    expect(descriptionAr).toHaveProperty('value', 'مانيكير وباديكير بعناية');
    for (const field of [nameAr, descriptionAr]) {
      expect(field.getAttribute('dir')).toBe('rtl');
      expect(field.getAttribute('lang')).toBe('ar');
    }
    await user.clear(descriptionAr);
    await user.clear(nameAr);
    await user.type(nameAr, 'الأظافر');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await sentBody(requests, 'PATCH')).toMatchObject({
      name: 'Nail Services',
      nameAr: 'الأظافر',
      description: 'Manicures and pedicures.',
      // Emptied: null, which the server stores as null (the Arabic pages show the English).
      descriptionAr: null,
    });
  });

  it('refuses an Arabic description shorter than the English rule allows', async () => {
    const user = userEvent.setup();
    const requests = renderForm(undefined);
    const dialog = screen.getByRole('dialog', { name: 'Add Category' });
    await user.type(within(dialog).getByLabelText('Name'), 'Nail Services');
    await user.type(within(dialog).getByLabelText('Description'), 'Manicures and pedicures.');
    await user.type(within(dialog).getByLabelText('Description in Arabic (optional)'), 'قصير');
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(await within(dialog).findByText('Arabic description must be at least 10 characters')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });
});
