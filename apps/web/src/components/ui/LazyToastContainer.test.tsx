import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showToast } from '@/lib/toast';
import { LazyToastContainer } from './LazyToastContainer';

describe('LazyToastContainer', () => {
  afterEach(cleanup);

  it('mounts, and so loads react-toastify, only with the first toast, which it then shows', async () => {
    const { container } = render(<LazyToastContainer />);
    expect(container.innerHTML).toBe('');
    showToast('success', 'Category created successfully!');
    expect(await screen.findByText('Category created successfully!')).toBeTruthy();
  });
});
