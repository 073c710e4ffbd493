import { cx } from '@/lib/cx';
import { formatAed, priceView } from '@/lib/format-money';
import { catalogText as t } from '../catalog-messages';

interface PriceTagProps {
  price: number;
  discount: number;
  /** 'card' adds 'Save AED x today!'; 'detail' the 'You save' line with amount and percent (spec §2). */
  variant: 'card' | 'detail';
  className?: string;
}

/** Price in AED; with a discount the original is struck through and the price charged, to the fils, leads. */
export function PriceTag({ price, discount, variant, className }: PriceTagProps) {
  const view = priceView(price, discount);
  const big = variant === 'detail' ? 'text-3xl' : 'text-2xl';
  return (
    <div className={className}>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className={cx('font-display text-wine', big)}>
          {view.hasDiscount && <span className="sr-only">{t.priceNow()} </span>}
          {formatAed(view.final)}
        </span>
        {view.hasDiscount && (
          <s className="text-base text-taupe">
            <span className="sr-only">{t.priceWas()} </span>
            {formatAed(view.original)}
          </s>
        )}
      </p>
      {view.hasDiscount && variant === 'card' && (
        <p className="mt-1 text-sm font-semibold text-emerald-800">{t.saveToday({ amount: formatAed(view.saving) })}</p>
      )}
      {view.hasDiscount && variant === 'detail' && (
        <p className="mt-1 text-sm font-semibold text-emerald-800">
          {t.youSave({ amount: formatAed(view.saving), percent: view.percent })}
        </p>
      )}
    </div>
  );
}
