import { message } from '@/lib/message';
import { INVOICE_TEXTS, type InvoiceTextKey } from './invoices.catalogue';

/** A refusal of this module, by its key: the error handler writes it in the request's language. */
export const invoiceMessage = (key: InvoiceTextKey) => message(INVOICE_TEXTS, key);
