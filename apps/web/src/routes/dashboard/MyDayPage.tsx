import { MyTips } from '@/features/money';
import { MyDay } from '@/features/overview';

/** /dashboard/my-day: a therapist's own day and week (issue 15), with their tips this month (issue 29). */
export function MyDayPage() {
  return <MyDay aside={<MyTips />} />;
}
