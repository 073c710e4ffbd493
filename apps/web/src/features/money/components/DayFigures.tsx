import type { TDayReport } from '@salon/shared';
import type { ReactNode } from 'react';
import { CARD } from '@/components/ui/DataTable';
import { formatFils } from '@/lib/format-money';
import { moneyText as t } from '../money-messages';

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-blush-100 py-1.5 last:border-b-0">
      <dt className="text-sm text-taupe">{label}</dt>
      <dd className="font-medium text-espresso tabular-nums">{value}</dd>
    </div>
  );
}

/** The Z report's figures: what was sold, given back and taken, per method and per therapist. */
export function DayFigures({ report }: { report: TDayReport }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <dl className={CARD}>
        <Figure label={t.sales()} value={formatFils(report.salesFils)} />
        <Figure label={t.discounts()} value={formatFils(report.discountsFils)} />
        <Figure label={t.refunds()} value={formatFils(report.refundsFils)} />
        <Figure label={t.tips()} value={formatFils(report.tipsFils)} />
        <Figure label={t.vat()} value={formatFils(report.vatFils)} />
        <Figure label={t.invoices()} value={report.invoices} />
        <Figure label={t.cashExpected()} value={formatFils(report.cashExpectedFils)} />
      </dl>
      <div className="space-y-4">
        <section className={CARD} aria-labelledby="till-methods">
          <h4 id="till-methods" className="mb-2 text-base text-espresso">
            {t.paymentsPerMethod()}
          </h4>
          {report.paymentsByMethod.length === 0 ? (
            <p className="text-sm text-taupe">{t.noPayments()}</p>
          ) : (
            <table className="w-full text-sm">
              <caption className="sr-only">{t.paymentsPerMethod()}</caption>
              <thead>
                <tr className="text-start text-taupe">
                  <th scope="col" className="text-start font-normal">
                    {t.method()}
                  </th>
                  <th scope="col" className="text-end font-normal">
                    {t.payments()}
                  </th>
                  <th scope="col" className="text-end font-normal">
                    {t.refunds()}
                  </th>
                  <th scope="col" className="text-end font-normal">
                    {t.net()}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.paymentsByMethod.map((row) => (
                  <tr key={row.method}>
                    <th scope="row" className="py-1 text-start font-medium text-espresso">
                      {t.methodName({ method: row.method })}
                    </th>
                    <td className="text-end tabular-nums">{formatFils(row.paymentsFils)}</td>
                    <td className="text-end tabular-nums">{formatFils(row.refundsFils)}</td>
                    <td className="text-end tabular-nums">{formatFils(row.paymentsFils - row.refundsFils)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section className={CARD} aria-labelledby="till-tips">
          <h4 id="till-tips" className="mb-2 text-base text-espresso">
            {t.tipsPerTherapist()}
          </h4>
          {report.tipsByTherapist.length === 0 ? (
            <p className="text-sm text-taupe">{t.noTips()}</p>
          ) : (
            <dl>
              {report.tipsByTherapist.map((row) => (
                <Figure key={row.therapistId ?? row.name} label={row.name} value={formatFils(row.tipsFils)} />
              ))}
            </dl>
          )}
        </section>
      </div>
    </div>
  );
}
