import { formatSalonDate, type TInvoiceDocument } from '@salon/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatFils } from '@/lib/format-money';
import { InvoiceDocument } from './InvoiceDocument';
import { KIND_TITLE, L } from './invoice-labels';

const TAX_INVOICE: TInvoiceDocument = {
  kind: 'tax-invoice',
  number: 'INV-000042',
  issuedAt: '2026-11-28T10:15:00.000Z',
  supplyDate: '2026-11-28',
  seller: {
    nameEn: 'Salon Beauty LLC',
    nameAr: 'صالون بيوتي ذ.م.م',
    addressEn: 'Jumeirah Road, Dubai',
    addressAr: 'شارع جميرا، دبي',
    trn: '100123456789003',
  },
  customer: { name: 'Layla Haddad', trn: '100999888777666' },
  refersToNumber: null,
  reason: null,
  rateBasisPoints: 500,
  lines: [
    {
      descriptionEn: 'Hot stone massage',
      descriptionAr: 'مساج بالحجر الساخن',
      quantity: 1,
      unitPriceFils: 42_000,
      discountFils: 2_000,
      grossFils: 40_000,
      vatFils: 1_905,
      netFils: 38_095,
    },
  ],
  tipsFils: 5_000,
  totals: { netFils: 38_095, vatFils: 1_905, grossFils: 40_000, discountFils: 2_000 },
  payments: [{ method: 'card', amountFils: 45_000 }],
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const both = (pair: { en: string; ar: string }) =>
  new RegExp(`${escapeRegExp(pair.en)}\\s*/\\s*${escapeRegExp(pair.ar)}`);
/** A labelled figure's value: the `dd` beside the `dt` that reads the pair. */
const figureOf = (pair: { en: string; ar: string }) =>
  screen.getAllByText((_, element) => element?.tagName === 'DT' && both(pair).test(element.textContent ?? ''))[0]!
    .nextElementSibling?.textContent;

describe('the printable invoice (Art. 59), English and Arabic side by side', () => {
  afterEach(cleanup);

  it('carries the title, seller, customer, TRNs, number, dates, lines, totals, VAT in AED and tips apart', () => {
    render(<InvoiceDocument document={TAX_INVOICE} />);
    const title = screen.getByRole('heading', { level: 1 });
    expect(within(title).getByText('Tax Invoice').getAttribute('dir')).toBe('ltr');
    expect(within(title).getByText('فاتورة ضريبية').getAttribute('dir')).toBe('rtl');
    expect(screen.getByText('Salon Beauty LLC').closest('[dir]')?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('صالون بيوتي ذ.م.م').closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(screen.getByText('Jumeirah Road, Dubai')).toBeTruthy();
    expect(screen.getByText('شارع جميرا، دبي')).toBeTruthy();
    expect(screen.getAllByText('100123456789003')).toHaveLength(2);
    expect(figureOf(L.number)).toBe('INV-000042');
    expect(figureOf(L.customer)).toBe('Layla Haddad');
    expect(figureOf(L.trn)).toBe('100999888777666');
    // Dates of issue and supply, each in both languages by Intl in Asia/Dubai.
    const day = (instant: string) =>
      `${formatSalonDate(instant, 'Asia/Dubai', 'en')} / ${formatSalonDate(instant, 'Asia/Dubai', 'ar')}`;
    expect(figureOf(L.issued)).toBe(day('2026-11-28T10:15:00.000Z'));
    expect(figureOf(L.supplied)).toBe(day('2026-11-28T08:00:00.000Z'));
    expect(figureOf(L.supplied)).toMatch(/2026/);

    const line = screen.getByRole('row', { name: /Hot stone massage/ });
    expect(within(line).getByText('مساج بالحجر الساخن').getAttribute('dir')).toBe('rtl');
    expect(
      within(line)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', formatFils(42_000), formatFils(2_000), '5%', formatFils(1_905), formatFils(40_000)]);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    for (const pair of [L.description, L.quantity, L.unitPrice, L.discount, L.rate, L.vat, L.total]) {
      expect(headers).toContain(`${pair.en}${pair.ar}`);
    }
    expect(figureOf(L.net)).toBe(formatFils(38_095));
    expect(figureOf(L.vatTotal)).toBe(formatFils(1_905));
    expect(figureOf(L.gross)).toBe(formatFils(40_000));
    expect(figureOf(L.tips)).toBe(formatFils(5_000));
    expect(figureOf({ en: 'Card', ar: 'بطاقة' })).toBe(formatFils(45_000));
  });

  it('titles a simplified invoice, a credit note (with the invoice it corrects) and a receipt (no VAT) in both languages', () => {
    const simplified = render(
      <InvoiceDocument
        document={{ ...TAX_INVOICE, kind: 'simplified-tax-invoice', customer: { name: 'Walk-in', trn: null } }}
      />,
    );
    expect(screen.getByText(KIND_TITLE['simplified-tax-invoice'].en)).toBeTruthy();
    expect(screen.getByText('فاتورة ضريبية مبسطة')).toBeTruthy();
    simplified.unmount();

    const credit = render(
      <InvoiceDocument
        document={{
          ...TAX_INVOICE,
          kind: 'credit-note',
          number: 'CN-000003',
          refersToNumber: 'INV-000042',
          reason: 'Refund',
        }}
      />,
    );
    expect(screen.getByText('Credit Note')).toBeTruthy();
    expect(screen.getByText('إشعار دائن')).toBeTruthy();
    expect(figureOf(L.refersTo)).toBe('INV-000042');
    credit.unmount();

    render(
      <InvoiceDocument
        document={{
          ...TAX_INVOICE,
          kind: 'receipt',
          number: 'RCT-000007',
          seller: { ...TAX_INVOICE.seller, trn: null },
        }}
      />,
    );
    expect(screen.getByText('Receipt')).toBeTruthy();
    expect(screen.getByText('إيصال')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: /VAT/ })).toBeNull();
    expect(screen.queryByText(both(L.vatTotal))).toBeNull();
  });
});
