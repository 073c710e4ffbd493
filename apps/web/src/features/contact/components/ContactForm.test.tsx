import { MESSAGES, SALON } from '@salon/shared';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactForm } from './ContactForm';

describe('Get in Touch form', () => {
  afterEach(cleanup);

  it('shows the schema messages on submit, then re-validates as the user types', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const message of [
      MESSAGES.contact.titleRequired,
      MESSAGES.contact.descriptionRequired,
      MESSAGES.contact.emailRequired,
      MESSAGES.contact.phoneRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    await user.type(screen.getByLabelText('Title'), 'B');
    expect(await screen.findByText(MESSAGES.contact.titleMin)).toBeTruthy();
    await user.type(screen.getByLabelText('Title'), 'ridal party');
    expect(screen.queryByText(MESSAGES.contact.titleMin)).toBeNull();
  });

  it('says plainly that online messages are not available yet and offers the phone and e-mail', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByLabelText('Title'), 'Bridal party');
    await user.type(screen.getByLabelText('Description'), 'Hair and make-up for six people on a Saturday.');
    await user.type(screen.getByLabelText('Email'), 'mariam@example.ae');
    await user.type(screen.getByLabelText('Phone'), '0501234567');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(MESSAGES.contact.onlineUnavailable);
    expect(status.textContent).toContain(SALON.phones[0]);
    expect(status.textContent).toContain(SALON.emails[0]);
    expect(screen.queryByText(MESSAGES.contact.sent)).toBeNull();
  });
});
