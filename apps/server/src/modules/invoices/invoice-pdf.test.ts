import { monitorEventLoopDelay } from 'node:perf_hooks';
import { HAIRCUT, invoiceDocument, MASSAGE } from '@test/helpers/invoices';
import { describe, expect, it } from 'vitest';
import { visualWords } from './bidi-text';
import { renderInvoicePdf } from './invoice-pdf';

const ZONE = 'Asia/Dubai';

/** The PDF's text as a reader (pdf.js) extracts it, page by page, with Arabic put back in logical order. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await pdf.destroy();
  return pages.join('\n');
}

/**
 * Whether the extracted text holds these words. pdf.js puts right-to-left text back in logical order but
 * places the spaces between Arabic words by the glyphs' gaps, and reverses the two letters a lam-alef ligature
 * maps to: both are undone before comparing, nothing else.
 */
export function holds(text: string, words: string): boolean {
  const squeeze = (value: string) => value.replace(/\s+/g, '').replace(/([\u0622\u0623\u0625])\u0644/g, '\u0644$1');
  return squeeze(text).includes(words.replace(/\s+/g, ''));
}

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
    expect(text).toContain('Total including VAT: AED 319.00');
    expect(text).toContain('VAT: AED 15.19');
    expect(text).toContain('AED 25.00');
    expect(holds(text, 'الإجمالي شامل الضريبة')).toBe(true);
    expect(holds(text, '319.00د.إ.')).toBe(true);
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
    for (const words of ['Credit Note', 'إشعار دائن', 'Corrects invoice: INV-000042', 'يصحح الفاتورة', 'Service not given', '100999888700003'])
      expect(holds(credit, words), words).toBe(true);
    const receipt = await pdfText(await renderInvoicePdf(invoiceDocument({ kind: 'receipt', number: 'RCT-000001', lines: [HAIRCUT] }), ZONE));
    expect(receipt).toContain('Receipt');
    expect(holds(receipt, 'إيصال')).toBe(true);
    expect(receipt).not.toContain('VAT rate');
    expect(receipt).not.toContain('Total including VAT');
    expect(receipt).toContain('Total: AED 150.00');
  });

  it('renders an invoice of 20 lines without holding the event loop 50 ms', async () => {
    const lines = Array.from({ length: 20 }, (_, index) => ({ ...(index % 2 ? HAIRCUT : MASSAGE), en: `Treatment ${index + 1} with a longer description for the desk` }));
    const document = invoiceDocument({ number: 'INV-000043', lines, tipsAed: 10 });
    await renderInvoicePdf(document, ZONE); // the first render loads the fonts' tables
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const started = performance.now();
    const bytes = await renderInvoicePdf(document, ZONE);
    const elapsed = performance.now() - started;
    delay.disable();
    console.info(`20-line invoice: ${bytes.length} bytes in ${elapsed.toFixed(1)} ms; longest block ${(delay.max / 1e6).toFixed(1)} ms`);
    expect((await pdfText(bytes)).match(/Treatment \d+/g)).toHaveLength(20);
    expect(delay.max / 1e6).toBeLessThan(50);
  });
});
