import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY, type TPaymentMethod } from './constants';
import { type LedgerRow, saleFigures } from './sale-figures';
import { invoiceFigures } from './vat';

/**
 * Random sales, made the way the desk makes them: lines, voids, discounts on a line and on the whole sale,
 * tips, payments (split over cash and card, never above what is due) and refunds (never above what is left of
 * their payment). A small model keeps its own running totals while it writes the ledger rows; `saleFigures`,
 * which sees only the rows, must come to the same fils, and the rules of the till must hold after every step.
 */

type Step =
  | { op: 'line'; quantity: number; unitPriceFils: number }
  | { op: 'void'; pick: number }
  | { op: 'line-discount'; pick: number; share: number }
  | { op: 'sale-discount'; share: number }
  | { op: 'tip'; amountFils: number }
  | { op: 'payment'; method: TPaymentMethod; share: number }
  | { op: 'refund'; pick: number; share: number };

const share = fc.oneof(fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true }));
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('line' as const),
      quantity: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: MAX_LINE_QUANTITY })),
      unitPriceFils: fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 7 })),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('void' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('line-discount' as const), pick: fc.nat(), share }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('sale-discount' as const), share }) },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('tip' as const), amountFils: fc.integer({ min: 1, max: 20_000 }) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant('payment' as const), method: fc.constantFrom('cash', 'card'), share }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('refund' as const), pick: fc.nat(), share }) },
);

/** A part of `max` in 1…max (never 0: every money row but a line is at least one fils). */
const part = (max: number, fraction: number) => Math.max(1, Math.min(max, Math.ceil(max * fraction)));

interface Model {
  rows: LedgerRow[];
  lines: { id: string; amountFils: number; discountFils: number; active: boolean }[];
  saleDiscountFils: number;
  tipsFils: number;
  payments: { id: string; amountFils: number; refundedFils: number }[];
}

/** The figures the model expects, from its own running totals. */
function expected(model: Model) {
  const active = model.lines.filter((line) => line.active);
  const linesFils = active.reduce((sum, line) => sum + line.amountFils, 0);
  const discountsFils = active.reduce((sum, line) => sum + line.discountFils, 0) + model.saleDiscountFils;
  const paymentsFils = model.payments.reduce((sum, payment) => sum + payment.amountFils, 0);
  const refundsFils = model.payments.reduce((sum, payment) => sum + payment.refundedFils, 0);
  return {
    linesFils,
    discountsFils,
    supplyFils: linesFils - discountsFils,
    tipsFils: model.tipsFils,
    paymentsFils,
    refundsFils,
    receivedFils: paymentsFils - refundsFils,
    dueFils: linesFils - discountsFils + model.tipsFils - paymentsFils,
  };
}

/**
 * Plays the steps as the service would, skipping what it refuses: a void or discount that would take the
 * supply or what is due below zero, a line discount above what is left of the line, a payment with nothing
 * due, a refund of a payment with nothing left.
 */
function play(steps: Step[]): Model {
  const model: Model = { rows: [], lines: [], saleDiscountFils: 0, tipsFils: 0, payments: [] };
  let next = 0;
  const id = () => `row-${++next}`;
  for (const s of steps) {
    const now = expected(model);
    const active = model.lines.filter((line) => line.active);
    if (s.op === 'line') {
      const row = { id: id(), kind: 'line' as const, amountFils: s.quantity * s.unitPriceFils, refersTo: null };
      model.rows.push(row);
      model.lines.push({ id: row.id, amountFils: row.amountFils, discountFils: 0, active: true });
    } else if (s.op === 'void' && active.length > 0) {
      const line = active[s.pick % active.length]!;
      const value = line.amountFils - line.discountFils;
      if (now.dueFils - value < 0 || now.supplyFils - value < 0) continue;
      model.rows.push({ id: id(), kind: 'line-void', amountFils: line.amountFils, refersTo: line.id });
      line.active = false;
    } else if (s.op === 'line-discount' && active.length > 0) {
      const line = active[s.pick % active.length]!;
      const room = Math.min(line.amountFils - line.discountFils, now.supplyFils, now.dueFils);
      if (room < 1) continue;
      const amountFils = part(room, s.share);
      model.rows.push({ id: id(), kind: 'discount', amountFils, refersTo: line.id });
      line.discountFils += amountFils;
    } else if (s.op === 'sale-discount') {
      const room = Math.min(now.supplyFils, now.dueFils);
      if (room < 1) continue;
      const amountFils = part(room, s.share);
      model.rows.push({ id: id(), kind: 'discount', amountFils, refersTo: null });
      model.saleDiscountFils += amountFils;
    } else if (s.op === 'tip') {
      model.rows.push({ id: id(), kind: 'tip', amountFils: s.amountFils, refersTo: null, therapistId: 't-1' });
      model.tipsFils += s.amountFils;
    } else if (s.op === 'payment' && now.dueFils > 0) {
      const amountFils = part(now.dueFils, s.share);
      const row = { id: id(), kind: 'payment' as const, amountFils, refersTo: null, method: s.method };
      model.rows.push(row);
      model.payments.push({ id: row.id, amountFils, refundedFils: 0 });
    } else if (s.op === 'refund') {
      const open = model.payments.filter((payment) => payment.amountFils > payment.refundedFils);
      if (open.length === 0) continue;
      const payment = open[s.pick % open.length]!;
      const amountFils = part(payment.amountFils - payment.refundedFils, s.share);
      model.rows.push({ id: id(), kind: 'refund', amountFils, refersTo: payment.id, method: 'cash' });
      payment.refundedFils += amountFils;
    }
  }
  return model;
}

/** The till's rules, as they must hold of any sale the desk can make. */
function checkSale(model: Model) {
  const figures = saleFigures(model.rows);
  const want = expected(model);
  const { refundableByPayment, activeLineIds, status, ...totals } = figures;
  expect(totals).toEqual(want);

  expect(figures.supplyFils).toBe(figures.linesFils - figures.discountsFils);
  expect(figures.supplyFils).toBeGreaterThanOrEqual(0);
  expect(figures.dueFils).toBe(figures.supplyFils + figures.tipsFils - figures.paymentsFils);
  expect(figures.dueFils).toBeGreaterThanOrEqual(0);
  expect(figures.receivedFils).toBe(figures.paymentsFils - figures.refundsFils);
  // Everything that came in is either kept, given back, or still owed: supply + tips, to the fils.
  expect(figures.receivedFils + figures.refundsFils + figures.dueFils).toBe(figures.supplyFils + figures.tipsFils);

  expect([...refundableByPayment.keys()].sort()).toEqual(model.payments.map((payment) => payment.id).sort());
  let refundable = 0;
  for (const payment of model.payments) {
    const left = refundableByPayment.get(payment.id)!;
    expect(left).toBe(payment.amountFils - payment.refundedFils);
    expect(left).toBeGreaterThanOrEqual(0);
    refundable += left;
  }
  expect(refundable).toBe(figures.receivedFils);

  expect(activeLineIds).toEqual(model.lines.filter((line) => line.active).map((line) => line.id));
  if (activeLineIds.length === 0 && figures.paymentsFils === 0 && figures.dueFils === 0) expect(status).toBe('empty');
  else if (figures.refundsFils > 0 && figures.refundsFils === figures.paymentsFils) expect(status).toBe('refunded');
  else if (figures.dueFils === 0) expect(status).toBe('paid');
  else expect(status).toBe(figures.paymentsFils > 0 ? 'part-paid' : 'open');

  // The invoice a paid sale gets adds up to the same supply (tips are listed apart, outside VAT).
  const active = model.lines.filter((line) => line.active);
  if (active.length > 0) {
    const invoice = invoiceFigures(
      active.map((line) => ({ amountFils: line.amountFils, lineDiscountFils: line.discountFils })),
      model.saleDiscountFils,
      500,
    );
    expect(invoice.grossFils).toBe(figures.supplyFils);
    expect(invoice.discountFils).toBe(figures.discountsFils);
    if (figures.dueFils === 0) expect(invoice.grossFils + figures.tipsFils).toBe(figures.paymentsFils);
  }
  return figures;
}

describe('saleFigures over random sales', () => {
  it('adds up to the fils after every step, and refunds leave what is due unchanged', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        // Every prefix is a sale the desk could stop at.
        for (let n = 0; n <= steps.length; n++) checkSale(play(steps.slice(0, n)));
        const whole = play(steps);
        const withoutRefunds = whole.rows.filter((row) => row.kind !== 'refund');
        expect(saleFigures(whole.rows).dueFils).toBe(saleFigures(withoutRefunds).dueFils);
      }),
      { numRuns: 500 },
    );
  });

  it('derives the same totals whatever order the rows are read in', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), fc.infiniteStream(fc.nat()), (steps, randoms) => {
        const { rows } = play(steps);
        const shuffled = [...rows];
        for (let i = shuffled.length - 1; i > 0; i--) {
          const j = randoms.next().value % (i + 1);
          [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
        }
        const { activeLineIds: _a, ...inOrder } = saleFigures(rows);
        const { activeLineIds: _b, ...outOfOrder } = saleFigures(shuffled);
        expect(outOfOrder).toEqual(inOrder);
      }),
      { numRuns: 300 },
    );
  });

  it('walks a sale through its states: open, part-paid, paid, refunded', () => {
    const rows: LedgerRow[] = [];
    expect(saleFigures(rows).status).toBe('empty');
    rows.push({ id: 'l1', kind: 'line', amountFils: 25_000, refersTo: null });
    rows.push({ id: 't1', kind: 'tip', amountFils: 1_000, refersTo: null, therapistId: 'th' });
    expect(saleFigures(rows)).toMatchObject({ status: 'open', dueFils: 26_000 });
    rows.push({ id: 'p1', kind: 'payment', amountFils: 10_000, refersTo: null, method: 'cash' });
    expect(saleFigures(rows)).toMatchObject({ status: 'part-paid', dueFils: 16_000 });
    rows.push({ id: 'p2', kind: 'payment', amountFils: 16_000, refersTo: null, method: 'card' });
    expect(saleFigures(rows)).toMatchObject({ status: 'paid', dueFils: 0, receivedFils: 26_000 });
    rows.push({ id: 'r1', kind: 'refund', amountFils: 16_000, refersTo: 'p2', method: 'card' });
    expect(saleFigures(rows)).toMatchObject({ status: 'paid', dueFils: 0, receivedFils: 10_000 });
    expect(saleFigures(rows).refundableByPayment).toEqual(
      new Map([
        ['p1', 10_000],
        ['p2', 0],
      ]),
    );
    rows.push({ id: 'r2', kind: 'refund', amountFils: 10_000, refersTo: 'p1', method: 'cash' });
    expect(saleFigures(rows)).toMatchObject({ status: 'refunded', dueFils: 0, receivedFils: 0 });
  });

  it('calls a sale with only a tip open by its due, not empty', () => {
    const rows: LedgerRow[] = [{ id: 't1', kind: 'tip', amountFils: 2_000, refersTo: null, therapistId: 'th' }];
    expect(saleFigures(rows)).toMatchObject({ status: 'open', dueFils: 2_000 });
    rows.push({ id: 'p1', kind: 'payment', amountFils: 500, refersTo: null, method: 'cash' });
    expect(saleFigures(rows)).toMatchObject({ status: 'part-paid', dueFils: 1_500 });
    rows.push({ id: 'p2', kind: 'payment', amountFils: 1_500, refersTo: null, method: 'card' });
    expect(saleFigures(rows)).toMatchObject({ status: 'paid', dueFils: 0 });
  });

  it('forgets the discounts of a voided line, not those of the sale', () => {
    const rows: LedgerRow[] = [
      { id: 'l1', kind: 'line', amountFils: 10_000, refersTo: null },
      { id: 'l2', kind: 'line', amountFils: 5_000, refersTo: null },
      { id: 'd1', kind: 'discount', amountFils: 2_000, refersTo: 'l1' },
      { id: 'd2', kind: 'discount', amountFils: 500, refersTo: null },
      { id: 'v1', kind: 'line-void', amountFils: 10_000, refersTo: 'l1' },
    ];
    expect(saleFigures(rows)).toMatchObject({ linesFils: 5_000, discountsFils: 500, supplyFils: 4_500 });
    expect(saleFigures(rows).activeLineIds).toEqual(['l2']);
  });
});
