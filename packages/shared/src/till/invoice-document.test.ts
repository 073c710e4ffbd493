import { describe, expect, it } from 'vitest';
import { type TVatSettings, ZInvoiceDocument } from '../schemas/till';
import { creditNoteDocument, type InvoiceLedgerRow, invoiceDocument } from './invoice-document';

const REGISTERED: TVatSettings = {
  registered: true,
  trn: '100123456700003',
  rateBasisPoints: 500,
  legalNameEn: 'Salon LLC',
  legalNameAr: 'صالون',
  addressEn: 'Dubai',
  addressAr: 'دبي',
};
const UNREGISTERED: TVatSettings = { ...REGISTERED, registered: false };

const line = (id: string, amountFils: number, description = id): InvoiceLedgerRow => ({
  id,
  kind: 'line',
  amountFils,
  refersTo: null,
  description,
  descriptionAr: null,
  quantity: 1,
  unitPriceFils: amountFils,
});

/** A haircut (105.00), a voided massage, 10 % off the haircut, a 5.00 tip, paid in cash and card. */
const ROWS: InvoiceLedgerRow[] = [
  line('l1', 10_500, 'Haircut'),
  line('l2', 21_000, 'Massage'),
  { id: 'v1', kind: 'line-void', amountFils: 0, refersTo: 'l2' },
  { id: 'd1', kind: 'discount', amountFils: 1_050, refersTo: 'l1' },
  { id: 't1', kind: 'tip', amountFils: 500, refersTo: null, therapistId: 'th' },
  { id: 'p1', kind: 'payment', amountFils: 5_000, refersTo: null, method: 'cash' },
  { id: 'p2', kind: 'payment', amountFils: 4_950, refersTo: null, method: 'card' },
];

const head = { number: 'INV-000001', issuedAt: new Date('2026-11-28T10:00:00Z'), supplyDate: '2026-11-28' };

describe('invoiceDocument', () => {
  it('lists the active lines with their discount and VAT, tips apart, the payments as taken', () => {
    const document = invoiceDocument({ rows: ROWS, vat: REGISTERED, customer: { name: 'Aisha', trn: null }, ...head });
    expect(ZInvoiceDocument.parse(document)).toEqual(document);
    expect(document).toMatchObject({
      kind: 'simplified-tax-invoice',
      number: 'INV-000001',
      issuedAt: '2026-11-28T10:00:00.000Z',
      supplyDate: '2026-11-28',
      seller: { nameEn: 'Salon LLC', trn: '100123456700003' },
      customer: { name: 'Aisha', trn: null },
      refersToNumber: null,
      rateBasisPoints: 500,
      tipsFils: 500,
      totals: { grossFils: 9_450, vatFils: 450, netFils: 9_000, discountFils: 1_050 },
      payments: [
        { method: 'cash', amountFils: 5_000 },
        { method: 'card', amountFils: 4_950 },
      ],
    });
    expect(document.lines).toEqual([
      {
        descriptionEn: 'Haircut',
        descriptionAr: 'Haircut',
        quantity: 1,
        unitPriceFils: 10_500,
        discountFils: 1_050,
        grossFils: 9_450,
        vatFils: 450,
        netFils: 9_000,
      },
    ]);
  });

  it('is a tax invoice when a registered salon has the customer’s TRN', () => {
    const document = invoiceDocument({
      rows: ROWS,
      vat: REGISTERED,
      customer: { name: 'Acme', trn: '100000000000003' },
      ...head,
    });
    expect(document.kind).toBe('tax-invoice');
    expect(document.customer.trn).toBe('100000000000003');
  });

  it('is a receipt without VAT or TRNs when the salon is not registered', () => {
    const document = invoiceDocument({
      rows: ROWS,
      vat: UNREGISTERED,
      customer: { name: 'Acme', trn: '100000000000003' },
      ...head,
    });
    expect(document).toMatchObject({
      kind: 'receipt',
      rateBasisPoints: 0,
      seller: { trn: null },
      customer: { trn: null },
      totals: { grossFils: 9_450, vatFils: 0, netFils: 9_450 },
    });
  });

  it('spreads a sale-wide discount over the lines so they add up to the total', () => {
    const rows: InvoiceLedgerRow[] = [
      line('a', 1_000),
      line('b', 2_000),
      { id: 'd', kind: 'discount', amountFils: 1_000, refersTo: null },
    ];
    const document = invoiceDocument({ rows, vat: REGISTERED, customer: { name: 'A', trn: null }, ...head });
    expect(document.lines.map((l) => l.grossFils)).toEqual([667, 1_333]);
    expect(document.totals).toEqual({ grossFils: 2_000, discountFils: 1_000, vatFils: 95, netFils: 1_905 });
  });

  it('makes a zero document for a sale whose lines are all free', () => {
    const document = invoiceDocument({
      rows: [line('a', 0, 'Consultation')],
      vat: REGISTERED,
      customer: { name: 'A', trn: null },
      ...head,
    });
    expect(document.lines).toHaveLength(1);
    expect(document.totals).toEqual({ grossFils: 0, discountFils: 0, vatFils: 0, netFils: 0 });
    expect(document.payments).toEqual([]);
  });
});

describe('creditNoteDocument', () => {
  const original = invoiceDocument({ rows: ROWS, vat: REGISTERED, customer: { name: 'Aisha', trn: null }, ...head });
  const credit = (amountFils: number, creditedFils: number) =>
    creditNoteDocument({
      original,
      creditedFils,
      refund: { amountFils, method: 'card', reason: 'Unhappy' },
      customerName: 'Aisha',
      number: 'CN-000001',
      issuedAt: new Date('2026-11-29T09:00:00Z'),
      supplyDate: '2026-11-29',
    });

  it('refers to the invoice and takes the refund off its supply with the VAT within', () => {
    const document = credit(2_100, 0);
    expect(ZInvoiceDocument.parse(document)).toEqual(document);
    expect(document).toMatchObject({
      kind: 'credit-note',
      number: 'CN-000001',
      refersToNumber: 'INV-000001',
      reason: 'Unhappy',
      seller: original.seller,
      customer: { name: 'Aisha', trn: null },
      rateBasisPoints: 500,
      tipsFils: 0,
      totals: { grossFils: 2_100, vatFils: 100, netFils: 2_000, discountFils: 0 },
      payments: [{ method: 'card', amountFils: 2_100 }],
    });
    expect(document.lines).toEqual([
      {
        descriptionEn: 'Refund on INV-000001',
        descriptionAr: 'استرداد على INV-000001',
        quantity: 1,
        unitPriceFils: 2_100,
        discountFils: 0,
        grossFils: 2_100,
        vatFils: 100,
        netFils: 2_000,
      },
    ]);
  });

  it('takes what is beyond the supply left off the tips', () => {
    const document = credit(1_000, 9_000);
    expect(document.totals.grossFils).toBe(450);
    expect(document.tipsFils).toBe(550);
    expect(credit(500, 9_450)).toMatchObject({ lines: [], tipsFils: 500, totals: { grossFils: 0, vatFils: 0 } });
  });
});
