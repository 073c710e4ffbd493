import { type TJoinWaitlistRequest, WAITLIST_MESSAGES, ZJoinWaitlistRequest } from '@salon/shared';
import { z } from 'zod';

/** The join dialog's fields as the form holds them: '' is "any therapist" and "any time". */
export interface JoinFormValues {
  day: string;
  therapistId: string;
  from: string;
  to: string;
}

/**
 * The join form's rules: the shared request's (`ZJoinWaitlistRequest`: a whole window or none, its end after
 * its start) and the days one may join for, today to 90 days ahead on the salon's calendar (the server
 * checks the same and says the same messages).
 */
export function joinFormSchema(
  serviceId: string,
  today: string,
  lastDay: string,
): z.ZodType<TJoinWaitlistRequest, JoinFormValues> {
  return z
    .object({ day: z.string(), therapistId: z.string(), from: z.string(), to: z.string() })
    .transform(
      (values): TJoinWaitlistRequest => ({
        serviceId,
        day: values.day,
        therapistId: values.therapistId || null,
        from: values.from || null,
        to: values.to || null,
      }),
    )
    .pipe(ZJoinWaitlistRequest)
    .refine((request) => request.day >= today, { message: WAITLIST_MESSAGES.dayPast, path: ['day'] })
    .refine((request) => request.day <= lastDay, { message: WAITLIST_MESSAGES.dayTooFar, path: ['day'] });
}
