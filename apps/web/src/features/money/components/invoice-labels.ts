import type { TInvoiceKind, TPaymentMethod } from '@salon/shared';

/**
 * The invoice's fixed words in both languages at once: the document is bilingual whatever the build's
 * language (Executive Regulation Art. 59; the PDF prints the same pairs).
 */
export interface Pair {
  en: string;
  ar: string;
}

export const KIND_TITLE: Record<TInvoiceKind, Pair> = {
  'tax-invoice': { en: 'Tax Invoice', ar: 'فاتورة ضريبية' },
  'simplified-tax-invoice': { en: 'Simplified Tax Invoice', ar: 'فاتورة ضريبية مبسطة' },
  'credit-note': { en: 'Credit Note', ar: 'إشعار دائن' },
  receipt: { en: 'Receipt', ar: 'إيصال' },
};

export const METHOD: Record<TPaymentMethod, Pair> = {
  cash: { en: 'Cash', ar: 'نقدًا' },
  card: { en: 'Card', ar: 'بطاقة' },
};

export const L = {
  seller: { en: 'Seller', ar: 'المورّد' },
  customer: { en: 'Customer', ar: 'العميل' },
  trn: { en: 'TRN', ar: 'رقم التسجيل الضريبي' },
  number: { en: 'Number', ar: 'الرقم' },
  issued: { en: 'Date of issue', ar: 'تاريخ الإصدار' },
  supplied: { en: 'Date of supply', ar: 'تاريخ التوريد' },
  refersTo: { en: 'Corrects invoice', ar: 'يصحّح الفاتورة' },
  reason: { en: 'Reason', ar: 'السبب' },
  description: { en: 'Description', ar: 'الوصف' },
  quantity: { en: 'Qty', ar: 'الكمية' },
  unitPrice: { en: 'Unit price', ar: 'سعر الوحدة' },
  discount: { en: 'Discount', ar: 'الخصم' },
  rate: { en: 'VAT rate', ar: 'نسبة الضريبة' },
  vat: { en: 'VAT', ar: 'الضريبة' },
  total: { en: 'Total', ar: 'الإجمالي' },
  net: { en: 'Total excluding VAT', ar: 'الإجمالي غير شامل الضريبة' },
  vatTotal: { en: 'VAT (AED)', ar: 'ضريبة القيمة المضافة (درهم)' },
  gross: { en: 'Total including VAT', ar: 'الإجمالي شامل الضريبة' },
  amountPaid: { en: 'Total', ar: 'الإجمالي' },
  tips: { en: 'Tips (outside the scope of VAT)', ar: 'إكراميات (خارج نطاق الضريبة)' },
  payments: { en: 'Payments', ar: 'المدفوعات' },
  lines: { en: 'Lines', ar: 'البنود' },
} satisfies Record<string, Pair>;
