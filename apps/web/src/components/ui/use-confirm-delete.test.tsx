import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/toast';
import { useConfirmDelete } from './use-confirm-delete';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

const TOASTS = { deleted: 'Category deleted', failed: 'Failed to delete category' };

describe('the delete flow', () => {
  it('asks about a row, deletes it on confirm, tells with a toast and closes the dialog', async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    const onDeleted = vi.fn();
    const { result } = renderHook(() => useConfirmDelete({ remove, busy: false, toasts: TOASTS, onDeleted }));
    act(() => result.current.ask('row-1'));
    expect(result.current.target).toBe('row-1');
    await act(async () => result.current.dialog.onConfirm());
    expect(remove).toHaveBeenCalledWith('row-1');
    expect(showToast).toHaveBeenCalledWith('success', 'Category deleted');
    expect(onDeleted).toHaveBeenCalledWith('row-1');
    expect(result.current.target).toBeNull();
  });

  it('keeps the dialog open with the reason when the delete fails, and forgets it when asked again', async () => {
    const remove = vi.fn().mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() =>
      useConfirmDelete({
        remove,
        busy: false,
        toasts: TOASTS,
        reason: (_error, row: string) => `Cannot delete ${row}`,
      }),
    );
    act(() => result.current.ask('row-1'));
    await act(async () => result.current.dialog.onConfirm());
    expect(showToast).toHaveBeenCalledWith('error', 'Failed to delete category');
    expect(result.current.target).toBe('row-1');
    expect(result.current.dialog.error).toBe('Cannot delete row-1');
    act(() => result.current.ask('row-2'));
    expect(result.current.dialog.error).toBeNull();
  });
});
