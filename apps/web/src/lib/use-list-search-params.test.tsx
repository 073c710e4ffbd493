import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readPage, useListSearchParams } from './use-list-search-params';

const KEYS = ['q', 'status'] as const;

function renderList(url: string, prefix = '') {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/dashboard', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useListSearchParams(KEYS, prefix), { wrapper });
  return { hook, search: () => router.state.location.search };
}

describe('list search params', () => {
  it('reads filters and page from the URL beside the tab', () => {
    const { hook } = renderList('/dashboard?tab=orders&q=noor&page=3');
    expect(hook.result.current.values).toEqual({ q: 'noor', status: '' });
    expect(hook.result.current.page).toBe(3);
    expect([readPage('0'), readPage('2.5'), readPage('x'), readPage(null), readPage('7')]).toEqual([1, 1, 1, 1, 7]);
  });

  it('two changes in a row build on each other, and a filter goes back to page 1', () => {
    const { hook, search } = renderList('/dashboard?tab=orders&page=4');
    act(() => {
      hook.result.current.setFilters({ status: 'pending' });
      hook.result.current.setFilters({ q: 'noor' });
    });
    expect(search()).toBe('?tab=orders&status=pending&q=noor');
    act(() => hook.result.current.setPage(2));
    expect(search()).toBe('?tab=orders&status=pending&q=noor&page=2');
    act(() => hook.result.current.clear());
    expect(search()).toBe('?tab=orders');
  });

  it('keeps a second list of the tab apart under its prefix', () => {
    const { hook, search } = renderList('/dashboard?tab=overview&q=outer', 'reserved');
    act(() => hook.result.current.setFilters({ q: 'layla' }));
    act(() => hook.result.current.setPage(2));
    expect(search()).toBe('?tab=overview&q=outer&reservedQ=layla&reservedPage=2');
  });
});
