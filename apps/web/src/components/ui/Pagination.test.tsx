import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination, type PaginationMessages, pageWindow } from './Pagination';

const MESSAGES: PaginationMessages = {
  label: 'Orders pages',
  previous: 'Previous page',
  next: 'Next page',
  page: (page) => `Page ${page}`,
  showing: (from, to, total) => `Showing ${from}–${to} of ${total} orders`,
  atLeast: (total) => `${total}+`,
};

describe('pagination', () => {
  afterEach(cleanup);

  it('says where the list is, marks the current page and moves by previous, next and page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageSize={50} total={2340} onPageChange={onPageChange} messages={MESSAGES} />);
    expect(screen.getByText('Showing 51–100 of 2,340 orders')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Orders pages' });
    const current = within(nav).getByRole('button', { name: 'Page 2' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBeNull();
    // 47 pages: the first, the neighbours of the current one and the last, with a gap.
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual(['Previous page', 'Page 1', 'Page 2', 'Page 3', 'Page 47', 'Next page']);

    const user = userEvent.setup();
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    await user.click(within(nav).getByRole('button', { name: 'Previous page' }));
    await user.click(within(nav).getByRole('button', { name: 'Page 47' }));
    await user.click(current);
    expect(onPageChange.mock.calls).toEqual([[3], [1], [47]]);
  });

  it("reads '10,000+' when the server stopped counting, and stops at the pages it serves", () => {
    render(<Pagination page={200} pageSize={50} total={10_000} capped onPageChange={() => {}} messages={MESSAGES} />);
    expect(screen.getByText('Showing 9,951–10,000 of 10,000+ orders')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Page 200' }).textContent).toBe('200');
  });

  it('shows the count without a pager on a single page, and nothing for an empty list', () => {
    render(<Pagination page={1} pageSize={50} total={3} onPageChange={() => {}} messages={MESSAGES} />);
    expect(screen.getByText('Showing 1–3 of 3 orders')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    cleanup();
    const { container } = render(
      <Pagination page={1} pageSize={50} total={0} onPageChange={() => {}} messages={MESSAGES} />,
    );
    expect(container.textContent).toBe('');
  });

  it('folds far pages into gaps but never hides a single page behind one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
  });
});
