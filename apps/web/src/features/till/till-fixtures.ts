import type { TLedgerEntry, TSale } from '@salon/shared';
import { THERAPISTS, uuid } from '@/test/catalog-fixtures';

/** Sales as the ledger's routes answer them, for the till's tests. */
export const ORDER_ID = uuid(9001);
export const SALE_ID = uuid(9101);

let entryNumber = 0;
export function entry(kind: TLedgerEntry['kind'], amountFils: number, extra: Partial<TLedgerEntry> = {}): TLedgerEntry {
  entryNumber += 1;
  return {
    _id: uuid(9500 + entryNumber),
    kind,
    amountFils,
    quantity: null,
    unitPriceFils: null,
    description: null,
    serviceId: null,
    therapistId: null,
    therapistName: null,
    method: null,
    reference: null,
    refersTo: null,
    reason: null,
    businessDay: '2030-11-24',
    recordedByName: 'Noor Staff',
    createdAt: '2030-11-24T10:00:00.000Z',
    ...extra,
  };
}

export const serviceLine = (amountFils: number, description = 'Gel Manicure') =>
  entry('line', amountFils, {
    quantity: 1,
    unitPriceFils: amountFils,
    description,
    therapistId: THERAPISTS.aisha._id,
    therapistName: THERAPISTS.aisha.name,
  });

const NO_FIGURES: TSale['figures'] = {
  linesFils: 0,
  discountsFils: 0,
  supplyFils: 0,
  tipsFils: 0,
  paymentsFils: 0,
  refundsFils: 0,
  receivedFils: 0,
  dueFils: 0,
};

export function sale(overrides: Partial<Omit<TSale, 'figures'>> & { figures?: Partial<TSale['figures']> } = {}): TSale {
  const { figures, ...rest } = overrides;
  return {
    _id: SALE_ID,
    orderId: ORDER_ID,
    customerName: 'Customer 1',
    customerTrn: null,
    status: 'open',
    entries: [],
    invoices: [],
    createdAt: '2030-11-24T10:00:00.000Z',
    ...rest,
    figures: { ...NO_FIGURES, ...figures },
  };
}
