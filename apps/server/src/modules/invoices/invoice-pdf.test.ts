import { HAIRCUT, invoiceDocument, MASSAGE } from '@test/helpers/invoices';
import { holds, pdfText } from '@test/helpers/pdf-text';
import { describe, expect, it } from 'vitest';
import { visualWords } from './bidi-text';
import { renderInvoicePdf } from './invoice-pdf';
import { createPdfRenderer } from './invoice-pdf.pool';

const ZONE = 'Asia/Dubai';

describe('visual order for PDFKit', () => {
  it('reverses the words of a right-to-left run, never their letters, and keeps numbers as they are', () => {
    expect(visualWords('فاتورة ضريبية', 'rtl')).toBe('ضريبية فاتورة');
    expect(visualWords('الرقم: INV-000001', 'rtl')).toBe('INV-000001 الرقم:');
    expect(visualWords('Customer: ليلى حداد', 'ltr')).toBe('Customer: حداد ليلى');
    expect(visualWords('Tax Invoice', 'ltr')).toBe('Tax Invoice');
  });
});

describe('the invoice PDF', () => {
  it('prints a simplified tax invoice in English and Arabic with its figures', async () => {
    const document = invoiceDocument({
      number: 'INV-000042',
      lines: [HAIRCUT, MASSAGE],
      saleDiscountAed: 20,
      tipsAed: 25,
      issuedAt: '2026-11-28T08:30:00.000Z',
    });
    const text = await pdfText(await renderInvoicePdf(document, ZONE));
    for (const words of [
      'Simplified Tax Invoice',
      'فاتورة ضريبية مبسطة',
      'Serenity Spa LLC',
      'منتجع سيرينيتي',
      'Jumeirah Beach Road',
      '100123456700003',
      'INV-000042',
      'Layla Haddad',
      'Haircut and styling',
      'قص الشعر وتصفيفه',
      'Moroccan bath',
      'حمام مغربي',
      'Date of issue',
      'تاريخ الإصدار',
      'Date of supply',
      'تاريخ التوريد',
      'Nov 28, 2026',
      'VAT rate',
      '5%',
      'outside the scope of VAT',
      'خارج نطاق الضريبة',
      'Cash',
      'بطاقة',
    ])
      expect(holds(text, words), words).toBe(true);
    // 150 + 2 × 99.50 − 10 − 20 = 319.00, VAT within at 5 %: 319 × 5 / 105 = 15.19.
    expect(document.totals.grossFils).toBe(31_900);
    expect(document.totals.vatFils).toBe(1519);
    expect(holds(text, 'Total including VAT: AED 319.00'), 'Total including VAT: AED 319.00').toBe(true);
    expect(holds(text, 'VAT: AED 15.19'), 'VAT: AED 15.19').toBe(true);
    expect(holds(text, 'outside the scope of VAT: AED 25.00'), 'outside the scope of VAT: AED 25.00').toBe(true);
    expect(holds(text, 'الإجمالي شامل الضريبة'), 'الإجمالي شامل الضريبة').toBe(true);
    // The Arabic amount: pdf.js moves the abbreviation's last full stop, so it is left out here.
    expect(holds(text, '319.00 د.إ'), 'the Arabic total').toBe(true);
  });

  it('prints a credit note naming the invoice it corrects and why, and a receipt without VAT', async () => {
    const credit = await pdfText(
      await renderInvoicePdf(
        invoiceDocument({
          kind: 'credit-note',
          number: 'CN-000003',
          lines: [HAIRCUT],
          refersToNumber: 'INV-000042',
          reason: 'Service not given',
          customer: { name: 'Gulf Trading LLC', trn: '100999888700003' },
        }),
        ZONE,
      ),
    );
    for (const words of [
      'Credit Note',
      'إشعار دائن',
      'Corrects invoice: INV-000042',
      'يصحح الفاتورة',
      'Service not given',
      '100999888700003',
    ])
      expect(holds(credit, words), words).toBe(true);
    const receipt = await pdfText(
      await renderInvoicePdf(invoiceDocument({ kind: 'receipt', number: 'RCT-000001', lines: [HAIRCUT] }), ZONE),
    );
    expect(receipt).toContain('Receipt');
    expect(holds(receipt, 'إيصال')).toBe(true);
    expect(receipt).not.toContain('VAT rate');
    expect(receipt).not.toContain('Total including VAT');
    expect(holds(receipt, 'Total: AED 150.00')).toBe(true);
  });

  it('renders an invoice of 20 lines off the main thread, which it holds for no more than 50 ms', async () => {
    const lines = Array.from({ length: 20 }, (_, index) => ({
      ...(index % 2 ? HAIRCUT : MASSAGE),
      en: `Treatment ${index + 1} with a longer description for the desk`,
    }));
    const document = invoiceDocument({ number: 'INV-000043', lines, tipsAed: 10 });
    // On the main thread, for the record: the reason the server renders on worker threads.
    await renderInvoicePdf(document, ZONE);
    const inline = await busyWhile(() => renderInvoicePdf(document, ZONE));
    const renderer = createPdfRenderer({ threads: 1 });
    try {
      await renderer.render(document, ZONE); // the thread starts and loads its fonts
      const pooled = await busyWhile(() => renderer.render(document, ZONE));
      console.info(
        `20-line invoice (${pooled.result.length} bytes): on the main thread ${inline.elapsed.toFixed(0)} ms, ` +
          `${inline.busy.toFixed(0)} ms of it busy; on a worker ${pooled.elapsed.toFixed(0)} ms, ` +
          `the main thread busy ${pooled.busy.toFixed(1)} ms`,
      );
      expect(pooled.busy).toBeLessThan(50);
      expect((await pdfText(pooled.result)).match(/Treatment \d+/g)).toHaveLength(20);
    } finally {
      await renderer.close();
    }
  });
});

/**
 * How long the work took and how much of that the event loop spent running code rather than waiting
 * (`eventLoopUtilization`): the time other requests could not be served. A wall-clock probe would count
 * the time a loaded machine gives other processes.
 */
async function busyWhile<T>(work: () => Promise<T>) {
  const before = performance.eventLoopUtilization();
  const started = performance.now();
  const result = await work();
  const elapsed = performance.now() - started;
  return { result, elapsed, busy: performance.eventLoopUtilization(before).active };
}
