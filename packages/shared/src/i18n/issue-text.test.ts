import { describe, expect, it } from 'vitest';
import { ZCategoryInput } from '../schemas/catalog';
import { ZContactForm } from '../schemas/problems';
import { textKeyOf } from './issue-text';

const firstIssue = (result: { error?: { issues: object[] } }) =>
  result.error?.issues[0] as { message: string; params?: unknown };

describe('a shared schema’s issue', () => {
  it('says its text in the build’s language and names its catalogue and key beside it', () => {
    const issue = firstIssue(
      ZContactForm.safeParse({ title: '', description: 'long enough', email: 'a@b.test', phone: '0501234567' }),
    );
    expect(issue.message).toBe('Title is required');
    expect(textKeyOf(issue.params)).toEqual({ catalogue: 'contact', key: 'titleRequired', values: undefined });
  });

  it('names each catalogue of a text two catalogues say alike', () => {
    const contact = firstIssue(
      ZContactForm.safeParse({ title: 'A title', description: '', email: 'a@b.test', phone: '0501234567' }),
    );
    const category = firstIssue(ZCategoryInput.safeParse({ name: 'Nails', description: '' }));
    expect(contact.message).toBe(category.message);
    expect(textKeyOf(contact.params)?.catalogue).toBe('contact');
    expect(textKeyOf(category.params)?.catalogue).toBe('catalog');
  });
});
