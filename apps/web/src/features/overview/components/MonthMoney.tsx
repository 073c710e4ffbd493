import type { TMonthlyReport } from '@salon/shared';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/Button';
import { useSession } from '@/features/session';
import { formatAed, formatFils } from '@/lib/format-money';
import { overviewText as t } from '../overview-messages';

/** The last day of a 'YYYY-MM' month, 'YYYY-MM-DD' (day 0 of the next month in UTC). */
const lastDay = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()).padStart(2, '0')}`;
};

function Line({ label, value }: { label: ReactNode; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-blush-100 py-1.5 last:border-b-0">
      <dt className="text-sm text-taupe">{label}</dt>
      <dd className="font-medium text-espresso tabular-nums">{value}</dd>
    </div>
  );
}

const CARD = 'rounded-3xl border border-blush-200/80 bg-white p-5 shadow-sm';

/** A card of figures, its list named for assistive technology; an empty note sits beside the list, never in it. */
function Card({ label, empty, children }: { label: string; empty?: string; children?: ReactNode }) {
  return (
    <div className={CARD}>
      {empty !== undefined && <p className="text-sm text-taupe">{empty}</p>}
      {children && <dl aria-label={label}>{children}</dl>}
    </div>
  );
}

/**
 * The month's money from the till (issue 29): what was taken per method and given back, what sales still owe,
 * tips per therapist and the VAT return's two figures; the booked value apart, labelled as booked (what the
 * appointments were worth, not what was paid). The CSV downloads are the admin's.
 */
export function MonthMoney({ month, report }: { month: string; report: TMonthlyReport }) {
  const { isAdmin } = useSession();
  const range = `from=${month}-01&to=${lastDay(month)}`;
  const { takings, vat, tipsByTherapist, dueFils } = report.money;
  const booked = report.totals;
  return (
    <section aria-labelledby="month-money-heading" className="space-y-3">
      <h4 id="month-money-heading" className="text-lg text-espresso">
        {t.moneyTitle()}
      </h4>
      <div className="grid gap-4 md:grid-cols-3">
        <Card label={t.moneyTakings()} empty={takings.byMethod.length === 0 ? t.moneyNone() : undefined}>
          {takings.byMethod.map((row) => (
            <Line key={row.method} label={t.moneyMethod({ method: row.method })} value={formatFils(row.paymentsFils)} />
          ))}
          <Line label={t.moneyRefunds()} value={formatFils(takings.refundsFils)} />
          <Line label={t.moneyReceived()} value={formatFils(takings.netFils)} />
          <Line label={t.moneyDue()} value={formatFils(dueFils)} />
        </Card>
        <Card label={t.moneyVat()}>
          <Line label={t.moneyStandardRated()} value={formatFils(vat.standardRatedNetFils)} />
          <Line label={t.moneyOutputTax()} value={formatFils(vat.outputTaxFils)} />
          <Line label={t.moneyBookedValue()} value={formatAed(booked.revenue)} />
          <Line label={t.moneyBookedCount()} value={String(booked.bookings)} />
        </Card>
        {tipsByTherapist.length === 0 ? (
          <Card label={t.moneyTips()} empty={t.moneyNoTips()} />
        ) : (
          <Card label={t.moneyTips()}>
            {tipsByTherapist.map((row) => (
              <Line key={row.therapistId ?? row.name} label={row.name} value={formatFils(row.tipsFils)} />
            ))}
          </Card>
        )}
      </div>
      {isAdmin && (
        <div className="flex flex-wrap gap-3">
          <a href={`/api/reports/sales.csv?${range}`} download className={buttonClasses('secondary')}>
            <Download aria-hidden="true" className="size-4" />
            {t.moneySalesCsv()}
          </a>
          <a href={`/api/reports/invoices.csv?${range}`} download className={buttonClasses('secondary')}>
            <Download aria-hidden="true" className="size-4" />
            {t.moneyInvoicesCsv()}
          </a>
        </div>
      )}
    </section>
  );
}
