import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TherapistAvatar } from './TherapistAvatar';

const ID = '3f1c2a4e-9b7d-4c1e-8a2f-6d5e4c3b2a10';

describe('a therapist avatar', () => {
  afterEach(cleanup);

  it('asks for the stored width that fills its disc', () => {
    const { container } = render(<TherapistAvatar name="Aisha Khan" imageUrl={`/media/${ID}/w800.webp`} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('sizes')).toBe('48px');
    expect(img.getAttribute('srcset')).toContain(`/media/${ID}/w400.webp 400w`);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['96', '96']);
  });

  it('shows initials without a photo', () => {
    const { container } = render(<TherapistAvatar name="Aisha Khan" imageUrl={null} />);
    expect(container.textContent).toBe('AK');
  });
});
