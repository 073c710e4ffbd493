import { zonedDateKey } from '@salon/shared';
import { HandCoins } from 'lucide-react';
import { formatFils } from '@/lib/format-money';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { useMyTips } from '../api/till-api';
import { moneyText as t } from '../money-messages';

/** The signed-in therapist's tips this month (salon calendar), from the first of the month to today. */
export function MyTips() {
  const today = zonedDateKey(new Date(), SALON_TIME_ZONE);
  const tips = useMyTips(`${today.slice(0, 8)}01`, today);
  return (
    <section
      aria-label={t.myTipsTitle()}
      className="flex items-center gap-3 rounded-2xl border border-blush-200/80 bg-white px-4 py-3 shadow-sm"
    >
      <HandCoins aria-hidden="true" className="size-5 shrink-0 text-wine" />
      <p role="status" className="text-sm text-espresso">
        {tips.isError
          ? t.myTipsLoadFailed()
          : tips.data
            ? t.myTipsMonth({ amount: formatFils(tips.data.totalFils) })
            : `${t.myTipsTitle()}: …`}
      </p>
    </section>
  );
}
