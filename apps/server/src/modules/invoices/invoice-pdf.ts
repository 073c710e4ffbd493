import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  aedFromFils,
  formatDateKey,
  formatSalonDateTime,
  INTL_LOCALES,
  type Locale,
  type TInvoiceDocument,
} from '@salon/shared';
import PDFDocument from 'pdfkit';
import { hasRtl, visualWords } from './bidi-text';
import { type InvoiceTextKey, invoiceText, kindName } from './invoices.catalogue';

/**
 * The issued document as a PDF: English and Arabic on one page (UAE Executive Regulation Art. 59/60), drawn
 * with PDFKit in DejaVu Sans, whose glyphs cover Latin and Arabic and whose GSUB tables fontkit shapes Arabic
 * with. The PDF is a pure function of the frozen document (and the salon's time zone), so any server can make it
 * again on demand: nothing is kept between requests. Layout: A4 portrait, English to the left, Arabic to the right.
 */

const require = createRequire(import.meta.url);
// The font files are read once: the same bytes on every server.
const REGULAR = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
const BOLD = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const SMALL = 7.5;
const BODY = 9;

const moneyFormats = {
  en: new Intl.NumberFormat(INTL_LOCALES.en, { style: 'currency', currency: 'AED' }),
  ar: new Intl.NumberFormat(INTL_LOCALES.ar, { style: 'currency', currency: 'AED' }),
};
const plainFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in AED by Intl, in either language ('AED 262.50', '262.50 د.إ.'). */
export const formatFils = (fils: number, locale: Locale) =>
  moneyFormats[locale].format(aedFromFils(fils)).replace(/\u00a0/g, ' ');
/** A table's figure: the column's heading says AED. */
const figure = (fils: number) => plainFormat.format(aedFromFils(fils));

const both = (key: InvoiceTextKey) => ({ en: invoiceText('en', key), ar: invoiceText('ar', key) });

type Doc = InstanceType<typeof PDFDocument>;

/** Writes a line of either language; a name in Arabic inside the English half still reads right to left. */
function write(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  options: { width: number; align?: 'left' | 'right'; bold?: boolean; size?: number; direction?: 'ltr' | 'rtl' },
): number {
  const size = options.size ?? BODY;
  doc.font(options.bold ? 'bold' : 'regular').fontSize(size);
  const direction = options.direction ?? (hasRtl(text) ? 'rtl' : 'ltr');
  const lines = wrap(doc, text, options.width);
  lines.forEach((line, index) => {
    doc.text(visualWords(line, direction), x, y + index * size * 1.3, {
      width: options.width,
      align: options.align ?? (direction === 'rtl' ? 'right' : 'left'),
      lineBreak: false,
    });
  });
  return lines.length * size * 1.3;
}

/** Breaks text into lines in its logical order (PDFKit's own wrapping would break a right-to-left line's words backwards). */
function wrap(doc: Doc, text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && doc.widthOfString(candidate) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  return [...lines, current];
}

/** A label in both languages with its value under each: English left, Arabic right. */
function pair(doc: Doc, key: InvoiceTextKey, value: { en: string; ar: string }, y: number): number {
  const label = both(key);
  const half = CONTENT / 2 - 10;
  const left = write(doc, `${label.en}: ${value.en}`, PAGE.margin, y, { width: half, direction: 'ltr' });
  const right = write(doc, `${label.ar}: ${value.ar}`, PAGE.margin + CONTENT / 2 + 10, y, {
    width: half,
    direction: 'rtl',
  });
  return y + Math.max(left, right) + 3;
}

/** A label alone, in both languages. */
function heading(doc: Doc, key: InvoiceTextKey, y: number, size = BODY): number {
  const label = both(key);
  const half = CONTENT / 2 - 10;
  const left = write(doc, label.en, PAGE.margin, y, { width: half, size, bold: size === BODY, direction: 'ltr' });
  const right = write(doc, label.ar, PAGE.margin + CONTENT / 2 + 10, y, {
    width: half,
    size,
    bold: size === BODY,
    direction: 'rtl',
  });
  return y + Math.max(left, right) + 3;
}

interface Column {
  key: InvoiceTextKey;
  width: number;
  value: (line: TInvoiceDocument['lines'][number], rate: string) => string;
}

const COLUMNS: Column[] = [
  { key: 'pdf.quantity', width: 36, value: (line) => String(line.quantity) },
  { key: 'pdf.unitPrice', width: 58, value: (line) => figure(line.unitPriceFils) },
  { key: 'pdf.discount', width: 52, value: (line) => figure(line.discountFils) },
  { key: 'pdf.rate', width: 48, value: (_, rate) => rate },
  { key: 'pdf.vat', width: 50, value: (line) => figure(line.vatFils) },
  { key: 'pdf.lineTotal', width: 62, value: (line) => figure(line.grossFils) },
];

/**
 * Lets other requests run: drawing a long invoice is a few milliseconds a line, all of it synchronous, so the
 * renderer hands the event loop back between lines instead of holding it for the whole document.
 */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

async function table(doc: Doc, document: TInvoiceDocument, withVat: boolean, startY: number): Promise<number> {
  const columns = COLUMNS.filter((column) => withVat || (column.key !== 'pdf.rate' && column.key !== 'pdf.vat'));
  const descriptionWidth = CONTENT - columns.reduce((sum, column) => sum + column.width, 0);
  const rate = `${(document.rateBasisPoints / 100).toLocaleString('en-US')}%`;
  let y = startY;
  // The heading: each column's name in English over Arabic; figures are in AED.
  const headingHeight = Math.max(
    write(doc, `${invoiceText('en', 'pdf.description')} / AED`, PAGE.margin, y, {
      width: descriptionWidth - 6,
      bold: true,
      size: SMALL,
      direction: 'ltr',
    }),
    ...columns.map((column, index) => {
      const x = PAGE.margin + descriptionWidth + columns.slice(0, index).reduce((sum, c) => sum + c.width, 0);
      const label = both(column.key);
      return (
        write(doc, label.en, x, y, { width: column.width - 4, align: 'right', bold: true, size: SMALL }) +
        write(doc, label.ar, x, y + SMALL * 1.3, { width: column.width - 4, align: 'right', bold: true, size: SMALL })
      );
    }),
  );
  write(doc, invoiceText('ar', 'pdf.description'), PAGE.margin, y + SMALL * 1.3, {
    width: descriptionWidth - 6,
    bold: true,
    size: SMALL,
    direction: 'rtl',
    align: 'left',
  });
  y += Math.max(headingHeight, SMALL * 2.6) + 4;
  doc.moveTo(PAGE.margin, y).lineTo(PAGE.margin + CONTENT, y).lineWidth(0.5).stroke();
  y += 4;
  for (const line of document.lines) {
    await breathe();
    if (y > PAGE.height - PAGE.margin - 60) {
      doc.addPage();
      y = PAGE.margin;
    }
    const en = write(doc, line.descriptionEn, PAGE.margin, y, { width: descriptionWidth - 6, direction: 'ltr' });
    const ar = write(doc, line.descriptionAr, PAGE.margin, y + en, {
      width: descriptionWidth - 6,
      direction: 'rtl',
      align: 'left',
    });
    columns.forEach((column, index) => {
      const x = PAGE.margin + descriptionWidth + columns.slice(0, index).reduce((sum, c) => sum + c.width, 0);
      write(doc, column.value(line, rate), x, y, { width: column.width - 4, align: 'right', direction: 'ltr' });
    });
    y += en + ar + 4;
  }
  doc.moveTo(PAGE.margin, y).lineTo(PAGE.margin + CONTENT, y).lineWidth(0.5).stroke();
  return y + 6;
}

/** A figure under the table: its name in both languages, its amount in both. */
function total(doc: Doc, key: InvoiceTextKey, fils: number, y: number, bold = false): number {
  const label = both(key);
  const half = CONTENT / 2 - 10;
  const left = write(doc, `${label.en}: ${formatFils(fils, 'en')}`, PAGE.margin, y, {
    width: half,
    bold,
    direction: 'ltr',
  });
  const right = write(doc, `${label.ar}: ${formatFils(fils, 'ar')}`, PAGE.margin + CONTENT / 2 + 10, y, {
    width: half,
    bold,
    direction: 'rtl',
  });
  return y + Math.max(left, right) + 2;
}

/** Renders the document; resolves with the PDF's bytes. */
export async function renderInvoicePdf(document: TInvoiceDocument, timeZone: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `${kindName(document.kind, 'en')} ${document.number}`, Author: document.seller.nameEn },
    lang: 'en-AE',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const withVat = document.kind !== 'receipt';
  const half = CONTENT / 2 - 10;
  let y = PAGE.margin;
  write(doc, kindName(document.kind, 'en'), PAGE.margin, y, { width: half, bold: true, size: 16, direction: 'ltr' });
  y += write(doc, kindName(document.kind, 'ar'), PAGE.margin + CONTENT / 2 + 10, y, {
    width: half,
    bold: true,
    size: 16,
    direction: 'rtl',
  });
  y += 8;
  const { seller, customer } = document;
  y = pair(doc, 'pdf.seller', { en: seller.nameEn, ar: seller.nameAr }, y);
  y = pair(doc, 'pdf.seller', { en: seller.addressEn, ar: seller.addressAr }, y);
  if (seller.trn) y = pair(doc, 'pdf.trn', { en: seller.trn, ar: seller.trn }, y);
  y += 6;
  y = pair(doc, 'pdf.number', { en: document.number, ar: document.number }, y);
  y = pair(
    doc,
    'pdf.issued',
    { en: formatSalonDateTime(document.issuedAt, timeZone, 'en'), ar: formatSalonDateTime(document.issuedAt, timeZone, 'ar') },
    y,
  );
  y = pair(
    doc,
    'pdf.supply',
    { en: formatDateKey(document.supplyDate, timeZone, 'en'), ar: formatDateKey(document.supplyDate, timeZone, 'ar') },
    y,
  );
  y = pair(doc, 'pdf.customer', { en: customer.name, ar: customer.name }, y);
  if (customer.trn) y = pair(doc, 'pdf.trn', { en: customer.trn, ar: customer.trn }, y);
  if (document.refersToNumber) {
    y = pair(doc, 'pdf.corrects', { en: document.refersToNumber, ar: document.refersToNumber }, y);
  }
  if (document.reason) y = pair(doc, 'pdf.reason', { en: document.reason, ar: document.reason }, y);
  await breathe();
  y = await table(doc, document, withVat, y + 10);
  await breathe();
  if (document.totals.discountFils > 0) y = total(doc, 'pdf.discounts', document.totals.discountFils, y);
  if (withVat) {
    y = total(doc, 'pdf.net', document.totals.netFils, y);
    y = total(doc, 'pdf.totalVat', document.totals.vatFils, y);
    y = total(doc, 'pdf.gross', document.totals.grossFils, y, true);
  } else y = total(doc, 'pdf.total', document.totals.grossFils, y, true);
  if (document.tipsFils > 0) y = total(doc, 'pdf.tips', document.tipsFils, y + 4);
  if (document.payments.length > 0) {
    y = heading(doc, 'pdf.payments', y + 8);
    for (const payment of document.payments) {
      y = pair(
        doc,
        `pdf.method.${payment.method}`,
        { en: formatFils(payment.amountFils, 'en'), ar: formatFils(payment.amountFils, 'ar') },
        y,
      );
    }
  }
  y += 10;
  heading(doc, 'pdf.pricesInclusive', y, SMALL);
  await breathe();
  doc.end();
  return done;
}
