import { type TVatSettings, ZTrn, ZVatSettings } from '@salon/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi } from '@/test/api-server';
import { moneyText as t } from '../money-messages';
import { VatSettingsForm } from './VatSettingsForm';

const UNREGISTERED: TVatSettings = {
  registered: false,
  trn: null,
  rateBasisPoints: 500,
  legalNameEn: '',
  legalNameAr: '',
  addressEn: '',
  addressAr: '',
};

/** The shared schema's own words for a refusal, in this build's language. */
const refusal = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message ?? '';
const TRN_REFUSED = refusal(ZTrn.safeParse('10012345678900'));
const NAME_REFUSED = refusal(
  ZVatSettings.safeParse({ ...UNREGISTERED, registered: true, trn: '100123456789003', addressEn: 'x', addressAr: 'x' }),
);

function renderForm() {
  const sent: unknown[] = [];
  serveApi({
    '/api/till/vat-settings': async (_: URLSearchParams, request: Request) => {
      if (request.method !== 'PUT') return UNREGISTERED;
      const body = await request.json();
      sent.push(body);
      return body;
    },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <VatSettingsForm />
    </QueryClientProvider>,
  );
  return sent;
}

describe('the VAT settings (admin)', () => {
  afterEach(cleanup);

  it('knows the refusals it looks for', () => {
    expect(TRN_REFUSED).toMatch(/15/);
    expect(NAME_REFUSED).not.toBe('');
  });

  it('refuses a TRN that is not 15 digits and a registration without the legal name, sending nothing', async () => {
    const user = userEvent.setup();
    const sent = renderForm();
    await user.click(await screen.findByLabelText(t.vatRegistered()));
    await user.type(screen.getByLabelText(t.vatTrn()), '10012345678900');
    await user.click(screen.getByRole('button', { name: t.vatSave() }));
    const trn = screen.getByLabelText(t.vatTrn());
    expect(await screen.findByText(TRN_REFUSED)).toBeTruthy();
    expect(trn.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(NAME_REFUSED)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('saves a registration with its 15-digit TRN, the rate in basis points and both languages', async () => {
    const user = userEvent.setup();
    const sent = renderForm();
    await user.click(await screen.findByLabelText(t.vatRegistered()));
    await user.type(screen.getByLabelText(t.vatTrn()), '100123456789003');
    await user.type(screen.getByLabelText(t.vatLegalNameEn()), 'Salon LLC');
    await user.type(screen.getByLabelText(t.vatLegalNameAr()), 'صالون ذ.م.م');
    await user.type(screen.getByLabelText(t.vatAddressEn()), 'Dubai');
    await user.type(screen.getByLabelText(t.vatAddressAr()), 'دبي');
    const rate = screen.getByLabelText(t.vatRate());
    await user.clear(rate);
    await user.type(rate, '101');
    await user.click(screen.getByRole('button', { name: t.vatSave() }));
    expect(await screen.findByText(t.vatRateInvalid())).toBeTruthy();
    await user.clear(rate);
    await user.type(rate, '5');
    await user.click(screen.getByRole('button', { name: t.vatSave() }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          registered: true,
          trn: '100123456789003',
          rateBasisPoints: 500,
          legalNameEn: 'Salon LLC',
          legalNameAr: 'صالون ذ.م.م',
          addressEn: 'Dubai',
          addressAr: 'دبي',
        },
      ]),
    );
    expect(await screen.findByText(t.vatSaved())).toBeTruthy();
  });
});
