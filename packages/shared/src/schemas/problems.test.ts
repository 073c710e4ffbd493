import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { ZContactForm } from './problems';

const valid = { title: 'Hi', description: 'A long enough text', email: 'a@b.ae', phone: '0501234567' };

function firstMessage(input: unknown, field: string): string | undefined {
  const result = ZContactForm.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('contact form schema', () => {
  it('accepts a valid message', () => {
    expect(ZContactForm.safeParse(valid).success).toBe(true);
  });
  it.each([
    ['title', '', MESSAGES.contact.titleRequired],
    ['title', 'x', MESSAGES.contact.titleMin],
    ['title', 'x'.repeat(101), MESSAGES.contact.titleMax],
    ['description', '', MESSAGES.contact.descriptionRequired],
    ['description', 'too short', MESSAGES.contact.descriptionMin],
    ['description', 'x'.repeat(501), MESSAGES.contact.descriptionMax],
    ['email', '', MESSAGES.contact.emailRequired],
    ['email', 'not-an-email', MESSAGES.contact.emailInvalid],
    ['phone', '', MESSAGES.contact.phoneRequired],
    ['phone', '12345', MESSAGES.contact.phoneMin],
    ['phone', '1'.repeat(16), MESSAGES.contact.phoneMax],
  ])('%s = %j gives the spec message', (field, value, message) => {
    expect(firstMessage({ ...valid, [field]: value }, field)).toBe(message);
  });
  it('says the field is required when it is missing altogether', () => {
    expect(firstMessage({ ...valid, title: undefined }, 'title')).toBe(MESSAGES.contact.titleRequired);
  });
});
