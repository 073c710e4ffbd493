import type { ThrottleRule } from '@/lib/throttle';
import { invoiceMessage } from './invoices.texts';

/**
 * Receipts mailed to one address an hour: a customer asks again once or twice, while the desk's account
 * (or a stolen session) must not make the salon's mail server a way to flood someone's inbox.
 */
export const RECEIPTS_PER_ADDRESS: ThrottleRule = {
  name: 'receipt-mail-address',
  limit: 5,
  windowMs: 60 * 60_000,
  message: invoiceMessage('tooManyReceipts'),
};

/** Receipts one staff account mails an hour: a busy day's desk, and no more. */
export const RECEIPTS_PER_ACCOUNT: ThrottleRule = {
  name: 'receipt-mail-account',
  limit: 120,
  windowMs: 60 * 60_000,
  message: invoiceMessage('tooManyReceipts'),
};
