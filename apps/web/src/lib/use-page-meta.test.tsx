import { PAGE_META, type TPageMeta } from '@salon/shared';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageMeta } from './use-page-meta';

/** The head as the server writes it (apps/server/src/modules/seo/seo.head.ts), on PUBLIC_URL. */
const SERVER_HEAD = `
  <meta name="description" content="old" />
  <link rel="canonical" href="https://salon.example/about" />
  <meta property="og:title" content="old" />
  <meta property="og:description" content="old" />
  <meta property="og:url" content="https://salon.example/about" />
  <meta name="twitter:title" content="old" />
  <meta name="twitter:description" content="old" />`;

function renderAt(path: string, meta: TPageMeta) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(() => usePageMeta(meta), { wrapper });
}

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the head after a client-side navigation', () => {
  it("names the page, its description, its canonical URL on the server's origin and its social tags", () => {
    document.head.innerHTML = SERVER_HEAD;
    renderAt('/services/', PAGE_META.services);
    expect(document.title).toBe(PAGE_META.services.title);
    expect(content('meta[name="description"]')).toBe(PAGE_META.services.description);
    expect(content('meta[property="og:description"]')).toBe(PAGE_META.services.description);
    expect(content('meta[name="twitter:title"]')).toBe(PAGE_META.services.title);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      'https://salon.example/services',
    );
    expect(content('meta[property="og:url"]')).toBe('https://salon.example/services');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('says noindex on a private page, and takes it back on a public one', () => {
    document.head.innerHTML = SERVER_HEAD;
    const login = renderAt('/login', PAGE_META.login);
    expect(content('meta[name="robots"]')).toBe('noindex');
    login.unmount();
    renderAt('/home', PAGE_META.home);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe('https://salon.example/');
  });
});
