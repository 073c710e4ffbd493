import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { formatFils } from '@/lib/format-money';
import { isolate } from '@/lib/locale';
import type { SaleLine } from '../sale-view';
import { tillText as t } from '../till-messages';

interface SaleLinesProps {
  lines: SaleLine[];
  /** Before the invoice: prices can change, lines can go (admin). */
  editable: boolean;
  canVoid: boolean;
  onChangePrice: (line: SaleLine) => void;
  onVoid: (line: SaleLine) => void;
}

/**
 * The sale's lines as a list rather than a table: one line reads description, therapist, quantity × unit price
 * and amount whatever the width, and a phone's 390 px never scroll sideways.
 */
export function SaleLines({ lines, editable, canVoid, onChangePrice, onVoid }: SaleLinesProps) {
  if (lines.length === 0) return <p className="mt-3 text-sm text-taupe">{t.noLines()}</p>;
  return (
    <ul aria-label={t.linesLabel()} className="mt-2 divide-y divide-blush-200/70">
      {lines.map((line) => {
        const { entry } = line;
        const item = entry.description ?? '';
        return (
          <li key={entry._id} className="py-3">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="min-w-0 break-words font-medium text-espresso">{item}</p>
              <p className="font-semibold text-espresso">
                <span className="sr-only">{t.amount()} </span>
                <bdi>{formatFils(entry.amountFils)}</bdi>
              </p>
            </div>
            <p className="mt-0.5 text-sm text-taupe">
              {t.lineDetail({
                therapist: isolate(entry.therapistName ?? t.noTherapist()),
                quantity: entry.quantity ?? 1,
                price: isolate(formatFils(entry.unitPriceFils ?? entry.amountFils)),
              })}
            </p>
            {line.discounts.map((discount) => (
              <p key={discount._id} className="mt-0.5 text-sm text-wine">
                {t.lineDiscount({ amount: isolate(formatFils(discount.amountFils)), reason: discount.reason ?? '' })}
              </p>
            ))}
            {editable && (
              <div className="mt-2 flex flex-wrap gap-2">
                <Button
                  variant="ghost"
                  className="min-h-11 px-3"
                  aria-label={t.changePriceOf({ item })}
                  onClick={() => onChangePrice(line)}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  {t.changePrice()}
                </Button>
                {canVoid && (
                  <Button
                    variant="ghost"
                    className="min-h-11 px-3 text-red-800"
                    aria-label={t.removeLineOf({ item })}
                    onClick={() => onVoid(line)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t.removeLine()}
                  </Button>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
