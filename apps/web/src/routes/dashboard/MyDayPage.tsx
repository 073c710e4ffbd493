import { MyDay } from '@/features/overview';

/** /dashboard/my-day: a therapist's own day and week (issue 15). */
export function MyDayPage() {
  return <MyDay />;
}
