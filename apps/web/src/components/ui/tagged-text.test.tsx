import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { taggedText } from './tagged-text';

describe('taggedText', () => {
  afterEach(cleanup);

  it('draws each marked part with its renderer and keeps the words around them', () => {
    const { container } = render(
      <p>
        {taggedText('Questions? <contact>Contact us</contact> or read our <terms>Terms</terms>.', {
          contact: (words) => <a href="/contact">{words}</a>,
          terms: (words) => <strong>{words}</strong>,
        })}
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Questions? <a href="/contact">Contact us</a> or read our <strong>Terms</strong>.</p>',
    );
  });

  it('leaves a part without a renderer as plain words, and a text without parts as it is', () => {
    const { container } = render(<p>{taggedText('A <x>plain</x> word', {})}</p>);
    expect(container.textContent).toBe('A plain word');
    expect(taggedText('No parts here.', {})).toEqual(['No parts here.']);
  });
});
