import { formatSalonDate, type TInvoiceDocument } from '@salon/shared';
import type { ReactNode } from 'react';
import { formatFils } from '@/lib/format-money';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { KIND_TITLE, L, METHOD, type Pair } from './invoice-labels';

const TZ = SALON_TIME_ZONE;

/** English then Arabic, each block with its own direction, side by side (stacked on a narrow phone). */
function Both({ pair, className }: { pair: Pair; className?: string }) {
  return (
    <span className={className}>
      <span dir="ltr" lang="en">
        {pair.en}
      </span>
      {' / '}
      <span dir="rtl" lang="ar">
        {pair.ar}
      </span>
    </span>
  );
}

function Row({ label, children }: { label: Pair; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3 border-b border-blush-100 py-1 print:border-gray-300">
      <dt className="text-taupe print:text-black">
        <Both pair={label} />
      </dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  );
}

const percent = (basisPoints: number) => `${basisPoints / 100}%`;
const bothDates = (instant: string) => ({
  en: formatSalonDate(instant, TZ, 'en'),
  ar: formatSalonDate(instant, TZ, 'ar'),
});

/**
 * An issued document as frozen (ZInvoice.document), with every field Art. 59 asks for: the title, the seller's
 * name, address and TRN, the customer (and TRN), the number, the dates of issue and supply, each line with its
 * quantity, unit price, discount, rate, VAT and total, the totals and the VAT in AED; tips apart, outside VAT.
 */
export function InvoiceDocument({ document: doc }: { document: TInvoiceDocument }) {
  const withVat = doc.kind !== 'receipt';
  const issued = bothDates(doc.issuedAt);
  // The supply date is a salon day: noon UTC falls on that same day in Asia/Dubai.
  const supplied = bothDates(`${doc.supplyDate}T08:00:00Z`);
  return (
    <article
      aria-labelledby="invoice-title"
      className="mx-auto max-w-3xl space-y-5 bg-white p-4 text-sm text-espresso sm:p-8 print:max-w-none print:p-0 print:text-black"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-espresso pb-3">
        <h1 id="invoice-title" className="text-2xl">
          <span dir="ltr" lang="en" className="block">
            {KIND_TITLE[doc.kind].en}
          </span>
          <span dir="rtl" lang="ar" className="block">
            {KIND_TITLE[doc.kind].ar}
          </span>
        </h1>
        <p className="text-lg font-semibold tabular-nums" dir="ltr">
          {doc.number}
        </p>
      </header>

      <div className="grid gap-4 sm:grid-cols-2">
        <section dir="ltr" lang="en" aria-label={L.seller.en}>
          <h2 className="font-semibold">{L.seller.en}</h2>
          <p>{doc.seller.nameEn}</p>
          <p className="whitespace-pre-line">{doc.seller.addressEn}</p>
          {doc.seller.trn && (
            <p>
              {L.trn.en}: <span className="tabular-nums">{doc.seller.trn}</span>
            </p>
          )}
        </section>
        <section dir="rtl" lang="ar" aria-label={L.seller.ar}>
          <h2 className="font-semibold">{L.seller.ar}</h2>
          <p>{doc.seller.nameAr}</p>
          <p className="whitespace-pre-line">{doc.seller.addressAr}</p>
          {doc.seller.trn && (
            <p>
              {L.trn.ar}: <span className="tabular-nums">{doc.seller.trn}</span>
            </p>
          )}
        </section>
      </div>

      <dl>
        <Row label={L.number}>
          <span dir="ltr">{doc.number}</span>
        </Row>
        <Row label={L.issued}>
          <Both pair={issued} />
        </Row>
        <Row label={L.supplied}>
          <Both pair={supplied} />
        </Row>
        <Row label={L.customer}>{doc.customer.name}</Row>
        {doc.customer.trn && (
          <Row label={L.trn}>
            <span dir="ltr">{doc.customer.trn}</span>
          </Row>
        )}
        {doc.refersToNumber && (
          <Row label={L.refersTo}>
            <span dir="ltr">{doc.refersToNumber}</span>
          </Row>
        )}
        {doc.reason && <Row label={L.reason}>{doc.reason}</Row>}
      </dl>

      {/* On a phone the lines scroll inside their own region, reachable by keyboard; the page itself does not. */}
      <section
        aria-label={`${L.lines.en} / ${L.lines.ar}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
        tabIndex={0}
        className="overflow-x-auto print:overflow-visible"
      >
        <table className="w-full min-w-[36rem] border-collapse text-xs sm:text-sm print:min-w-0">
          <thead>
            <tr className="border-b border-espresso align-bottom">
              {[L.description, L.quantity, L.unitPrice, L.discount, ...(withVat ? [L.rate, L.vat] : []), L.total].map(
                (pair, index) => (
                  <th key={pair.en} scope="col" className={index === 0 ? 'py-1 text-start' : 'py-1 text-end'}>
                    <span lang="en" dir="ltr" className="block">
                      {pair.en}
                    </span>
                    <span lang="ar" dir="rtl" className="block">
                      {pair.ar}
                    </span>
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {doc.lines.map((line, index) => (
              // A frozen document's lines never move: their place is their key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={index} className="border-b border-blush-100 align-top print:border-gray-300">
                <th scope="row" className="py-1 text-start font-normal">
                  <span lang="en" dir="ltr" className="block">
                    {line.descriptionEn}
                  </span>
                  <span lang="ar" dir="rtl" className="block">
                    {line.descriptionAr}
                  </span>
                </th>
                <td className="text-end tabular-nums">{line.quantity}</td>
                <td className="text-end tabular-nums">{formatFils(line.unitPriceFils)}</td>
                <td className="text-end tabular-nums">{formatFils(line.discountFils)}</td>
                {withVat && <td className="text-end tabular-nums">{percent(doc.rateBasisPoints)}</td>}
                {withVat && <td className="text-end tabular-nums">{formatFils(line.vatFils)}</td>}
                <td className="text-end tabular-nums">{formatFils(line.grossFils)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <dl className="ms-auto max-w-sm">
        {doc.totals.discountFils > 0 && <Row label={L.discount}>{formatFils(doc.totals.discountFils)}</Row>}
        {withVat && <Row label={L.net}>{formatFils(doc.totals.netFils)}</Row>}
        {withVat && <Row label={L.vatTotal}>{formatFils(doc.totals.vatFils)}</Row>}
        <Row label={withVat ? L.gross : L.amountPaid}>{formatFils(doc.totals.grossFils)}</Row>
        {doc.tipsFils > 0 && <Row label={L.tips}>{formatFils(doc.tipsFils)}</Row>}
      </dl>

      {doc.payments.length > 0 && (
        <section aria-label={`${L.payments.en} / ${L.payments.ar}`}>
          <h2 className="font-semibold">
            <Both pair={L.payments} />
          </h2>
          <dl>
            {doc.payments.map((payment, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a frozen document's payments never move
              <Row key={index} label={METHOD[payment.method]}>
                {formatFils(payment.amountFils)}
              </Row>
            ))}
          </dl>
        </section>
      )}
    </article>
  );
}
