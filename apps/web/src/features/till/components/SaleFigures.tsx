import type { TSale } from '@salon/shared';
import { cx } from '@/lib/cx';
import { formatFils } from '@/lib/format-money';
import { tillText as t } from '../till-messages';

/**
 * The sale's figures as the server derived them from its ledger (never worked out here). The total is the
 * supply after discounts with the tips beside it, as the customer is asked to pay it.
 */
export function SaleFigures({ figures }: { figures: TSale['figures'] }) {
  const rows: { label: string; fils: number; strong?: boolean; minus?: boolean; hidden?: boolean }[] = [
    { label: t.subtotal(), fils: figures.linesFils },
    { label: t.discounts(), fils: figures.discountsFils, minus: true, hidden: figures.discountsFils === 0 },
    { label: t.tips(), fils: figures.tipsFils, hidden: figures.tipsFils === 0 },
    { label: t.total(), fils: figures.supplyFils + figures.tipsFils, strong: true },
    { label: t.paid(), fils: figures.paymentsFils },
    { label: t.refunded(), fils: figures.refundsFils, minus: true, hidden: figures.refundsFils === 0 },
    { label: t.due(), fils: figures.dueFils, strong: true },
  ];
  return (
    <dl aria-label={t.figuresLabel()} className="mt-3 space-y-1.5 rounded-2xl bg-sand/60 p-4 text-sm">
      {rows
        .filter((row) => !row.hidden)
        .map((row) => (
          <div key={row.label} className={cx('flex justify-between gap-4', row.strong && 'text-base font-semibold')}>
            <dt className="text-cocoa">{row.label}</dt>
            <dd className="text-espresso">
              <bdi>{row.minus && row.fils > 0 ? t.minus({ amount: formatFils(row.fils) }) : formatFils(row.fils)}</bdi>
            </dd>
          </div>
        ))}
    </dl>
  );
}
