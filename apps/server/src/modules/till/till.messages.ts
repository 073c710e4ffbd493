import { catalogue, type MessageValues } from '@salon/shared';
import { AppError, badRequest, conflict, postgresErrorCode } from '@/lib/errors';
import { message } from '@/lib/message';
import ar from './i18n/ar.json';
import en from './i18n/en.json';

/**
 * The till's refusals in both languages (`i18n/en.json`, `ar.json` beside it): each a message by its key,
 * which the error handler writes in the request's language.
 */
export const TILL_TEXTS = { en: catalogue(en), ar: catalogue(ar as typeof en) };

const said = (key: keyof typeof en, values?: MessageValues) => message(TILL_TEXTS, key, values);
/** Fils as the AED figure a message prints ('12.50'): the texts say "AED {due}". */
const aed = (fils: number) => (fils / 100).toFixed(2);

export const TILL_ERRORS = {
  saleNotFound: () => new AppError('NOT_FOUND', said('saleNotFound')),
  lineNotFound: () => new AppError('NOT_FOUND', said('lineNotFound')),
  paymentNotFound: () => new AppError('NOT_FOUND', said('paymentNotFound')),
  orderCancelled: () => conflict(said('orderCancelled')),
  saleInvoiced: () => conflict(said('saleInvoiced')),
  saleEmpty: () => conflict(said('saleEmpty')),
  paymentOverDue: (dueFils: number) =>
    dueFils === 0 ? conflict(said('nothingDue')) : badRequest(said('paymentOverDue', { due: aed(dueFils) })),
  refundOverPayment: (leftFils: number) => badRequest(said('refundOverPayment', { left: aed(leftFils) })),
  discountOverLeft: (leftFils: number) => badRequest(said('discountOverLeft', { left: aed(leftFils) })),
  voidMakesNegative: () => conflict(said('voidMakesNegative')),
  lineVoided: () => conflict(said('lineVoided')),
  reasonForPrice: () => badRequest(said('reasonForPrice')),
  serviceNotFound: () => badRequest(said('serviceNotFound')),
  therapistNotFound: () => badRequest(said('therapistNotFound')),
  descriptionForLine: () => badRequest(said('descriptionForLine')),
  cardReference: () => badRequest(said('cardReference')),
  trnAfterInvoice: () => conflict(said('trnAfterInvoice')),
  dayClosed: () => conflict(said('dayClosed')),
  saleFull: () => conflict(said('saleFull')),
} satisfies Record<string, (...args: never[]) => AppError>;

/** The name of the constraint (or trigger's CONSTRAINT) behind a database error, from either driver. */
export function constraintOf(error: unknown): string | undefined {
  const source = (error as { cause?: { constraint?: unknown } })?.cause ?? error;
  const name = (source as { constraint?: unknown })?.constraint;
  if (typeof name === 'string') return name;
  // PGlite may leave the field unset for a RAISE; the trigger's message names what it refuses.
  const text = String((source as { message?: unknown })?.message ?? '');
  return /business day .* is closed/.test(text) ? 'sale_entries_day_closed' : undefined;
}

/**
 * What a database refusal of a till write means to the desk: a closed day (the trigger of migration 0021)
 * is a 409 with its own words; other checks fall to the error handler's 400s. Anything else is left as it is.
 */
export function tillRefusal(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (postgresErrorCode(error) === 'P0001' && constraintOf(error) === 'sale_entries_day_closed')
    return TILL_ERRORS.dayClosed();
  return error;
}
