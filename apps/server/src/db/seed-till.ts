import {
  addLocalDays,
  creditNoteDocument,
  discountedPrice,
  filsFromAed,
  invoiceDocument,
  type LedgerRow,
  saleFigures,
  type TInvoiceDocument,
  type TPaymentMethod,
  type TVatSettings,
  zonedParts,
  zonedTimeToUtc,
} from '@salon/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { appointments, invoiceCounters, invoices, orderItems, orders, saleEntries, sales, vatSettings } from './schema';
import { DEMO_CLOSED_WEEKDAYS, DEMO_TILL_VISITS, DEMO_VAT, type DemoTillStep } from './seed-data';

/**
 * The demo salon's till (issue 29): registered for VAT, and a few past visits checked out at the desk —
 * paid in cash, by card with the terminal's reference, split over both, one part-paid, one refunded with its
 * credit note — so a newcomer sees the till at work after `npm start`. Written inside the demo seed's
 * transaction (it runs once, with the rest), by the rules the ledger's service keeps: rows only added, a
 * payment never above what is due, the invoice issued by the payment that leaves nothing due, numbered from
 * 1 per series with the counters left at the last number, a refund's credit note referring to the invoice.
 * The documents are made by the builder the service uses (`invoiceDocument`, `creditNoteDocument` of shared).
 */

export interface DemoTillCatalog {
  services: { id: string; name: string; nameAr: string; price: number; discount: number; duration: number }[];
  therapists: { id: string }[];
  /** Who the rows name: the demo admin when there is one. */
  recordedBy: string | null;
  recordedByName: string;
}

const dayKey = (day: { year: number; month: number; day: number }) =>
  `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;

const printed = (series: 'invoice' | 'credit-note', number: number) =>
  `${series === 'invoice' ? 'INV' : 'CN'}-${String(number).padStart(6, '0')}`;

/** The open days before today, most recent first, skipping the salon's weekly closed day. */
function pastOpenDays(now: Date, timeZone: string, count: number) {
  const days: ReturnType<typeof addLocalDays>[] = [];
  for (let back = 1; days.length < count; back++) {
    const day = addLocalDays(zonedParts(now, timeZone), -back);
    if (!(DEMO_CLOSED_WEEKDAYS as readonly number[]).includes(day.weekday)) days.push(day);
  }
  return days;
}

/** A ledger row as the seed writes it; what the arithmetic reads of it is a `LedgerRow`. */
type Row = typeof saleEntries.$inferInsert & LedgerRow;
type NewRow = Omit<typeof saleEntries.$inferInsert, 'saleId' | 'businessDay' | 'recordedByName'>;

export async function seedDemoTill(
  tx: Executor,
  catalog: DemoTillCatalog,
  options: { timeZone: string; now: Date },
): Promise<void> {
  const who = { recordedBy: catalog.recordedBy, recordedByName: catalog.recordedByName };
  // An upsert: the migration writes the row, but a database emptied by hand (or by the tests) may lack it.
  const vat = { ...DEMO_VAT, registered: true, ...who, updatedAt: options.now };
  await tx
    .insert(vatSettings)
    .values({ id: 1, ...vat })
    .onConflictDoUpdate({ target: vatSettings.id, set: vat });
  const demoVat: TVatSettings = { ...DEMO_VAT, registered: true };
  const counters = { invoice: 0, 'credit-note': 0 };
  const days = pastOpenDays(options.now, options.timeZone, Math.max(...DEMO_TILL_VISITS.map((v) => v.daysBack)));

  for (const visit of DEMO_TILL_VISITS) {
    const day = days[visit.daysBack - 1]!;
    const businessDay = dayKey(day);
    const at = (hour: number, minute = 0) => zonedTimeToUtc({ ...day, hour, minute }, options.timeZone);
    const items = visit.items.map(([serviceName, therapistIndex], index) => {
      const service = catalog.services.find((s) => s.name === serviceName)!;
      const starttime = at(visit.hour + index);
      return { service, therapistId: catalog.therapists[therapistIndex]!.id, starttime };
    });
    const paidAt = at(visit.hour + items.length, 15);

    const slotRows = await tx
      .insert(appointments)
      .values(
        items.map(({ service, therapistId, starttime }) => ({
          serviceId: service.id,
          therapistId,
          starttime,
          endtime: new Date(starttime.getTime() + service.duration * 60_000),
          duration: service.duration,
          reserved: true,
        })),
      )
      .returning({ id: appointments.id });
    const [order] = await tx
      .insert(orders)
      .values({
        customerName: visit.customer,
        customerPhone: visit.phone,
        status: 'completed',
        date: items[0]!.starttime,
        // Booked by phone the day before the visit.
        createdAt: new Date(items[0]!.starttime.getTime() - 24 * 3600_000),
      })
      .returning({ id: orders.id });
    await tx.insert(orderItems).values(
      items.map(({ service }, index) => ({
        orderId: order!.id,
        appointmentId: slotRows[index]!.id,
        price: discountedPrice(service.price, service.discount),
        outcome: 'completed' as const,
      })),
    );
    const [sale] = await tx
      .insert(sales)
      .values({ orderId: order!.id, customerTrn: visit.customerTrn ?? null, ...who, createdAt: paidAt })
      .returning({ id: sales.id });

    const rows: Row[] = [];
    const base = { saleId: sale!.id, businessDay, ...who, createdAt: paidAt };
    const add = async (entry: NewRow): Promise<Row> => {
      const [written] = await tx
        .insert(saleEntries)
        .values({ ...base, ...entry })
        .returning({ id: saleEntries.id });
      const row: Row = { ...base, ...entry, refersTo: entry.refersTo ?? null, id: written!.id };
      rows.push(row);
      return row;
    };
    for (const [index, { service, therapistId }] of items.entries()) {
      const unitPriceFils = filsFromAed(discountedPrice(service.price, service.discount));
      await add({
        kind: 'line',
        quantity: 1,
        unitPriceFils,
        amountFils: unitPriceFils,
        description: service.name,
        descriptionAr: service.nameAr,
        serviceId: service.id,
        appointmentId: slotRows[index]!.id,
        therapistId,
      });
    }

    let invoice: { id: string; number: number; document: TInvoiceDocument } | undefined;
    for (const step of visit.steps) {
      const figures = saleFigures(rows);
      const written = await writeStep(step, figures, rows, catalog, add);
      if (written.kind === 'payment' && !invoice && saleFigures(rows).dueFils === 0) {
        const number = ++counters.invoice;
        const document = invoiceDocument({
          rows,
          vat: demoVat,
          customer: { name: visit.customer, trn: visit.customerTrn ?? null },
          number: printed('invoice', number),
          issuedAt: paidAt,
          supplyDate: businessDay,
        });
        const [issued] = await tx
          .insert(invoices)
          .values({
            series: 'invoice',
            number,
            kind: document.kind,
            saleId: sale!.id,
            issuedAt: paidAt,
            supplyDate: businessDay,
            totalFils: document.totals.grossFils,
            vatFils: document.totals.vatFils,
            document,
            ...who,
          })
          .returning({ id: invoices.id });
        invoice = { id: issued!.id, number, document };
      }
      if (written.kind === 'refund' && invoice) {
        const number = ++counters['credit-note'];
        const credited = await tx
          .select({ total: sql<number>`coalesce(sum(${invoices.totalFils}), 0)::int` })
          .from(invoices)
          .where(eq(invoices.refersTo, invoice.id));
        const document = creditNoteDocument({
          original: invoice.document,
          creditedFils: credited[0]!.total,
          refund: {
            amountFils: written.amountFils,
            method: written.method as TPaymentMethod,
            reason: (step as Extract<DemoTillStep, { kind: 'refund' }>).reason,
          },
          customerName: invoice.document.customer.name,
          number: printed('credit-note', number),
          issuedAt: paidAt,
          supplyDate: businessDay,
        });
        await tx.insert(invoices).values({
          series: 'credit-note',
          number,
          kind: 'credit-note',
          saleId: sale!.id,
          refersTo: invoice.id,
          entryId: written.id,
          issuedAt: paidAt,
          supplyDate: businessDay,
          totalFils: document.totals.grossFils,
          vatFils: document.totals.vatFils,
          document,
          ...who,
        });
      }
    }
  }
  for (const [series, lastNumber] of Object.entries(counters)) {
    await tx
      .update(invoiceCounters)
      .set({ lastNumber })
      .where(eq(invoiceCounters.series, series as 'invoice'));
  }
}

/** One step of a visit at the desk, by the ledger's rules (the demo's data is checked to keep them). */
async function writeStep(
  step: DemoTillStep,
  figures: ReturnType<typeof saleFigures>,
  rows: Row[],
  catalog: DemoTillCatalog,
  add: (entry: NewRow) => Promise<Row>,
): Promise<Row> {
  switch (step.kind) {
    case 'tip':
      return add({ kind: 'tip', amountFils: step.amountFils, therapistId: catalog.therapists[step.therapist]!.id });
    case 'discount':
      return add({
        kind: 'discount',
        amountFils: Math.round((figures.supplyFils * step.percent) / 100),
        reason: step.reason,
      });
    case 'payment': {
      const amountFils = step.amountFils === 'rest' ? figures.dueFils : step.amountFils;
      if (amountFils < 1 || amountFils > figures.dueFils) throw new Error('demo payment above what is due');
      return add({ kind: 'payment', amountFils, method: step.method, reference: step.reference ?? null });
    }
    case 'refund': {
      const payment = rows.filter((row) => row.kind === 'payment')[step.payment]!;
      const left = figures.refundableByPayment.get(payment.id) ?? 0;
      const amountFils = step.amountFils === 'all' ? left : step.amountFils;
      if (amountFils < 1 || amountFils > left) throw new Error('demo refund above its payment');
      return add({ kind: 'refund', amountFils, method: payment.method, refersTo: payment.id, reason: step.reason });
    }
  }
}
