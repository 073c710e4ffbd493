import {
  bookingRef,
  CANCELLATION_NOTICE_HOURS,
  catalogue,
  formatSalonDateTime,
  INTL_LOCALES,
  type Locale,
  SALON,
  salonTimesNote,
} from '@salon/shared';
import { buildCalendar } from '@/lib/calendar';
import { serviceNameIn } from '@/lib/catalog-text';
import { inLocale, type Mailer } from '@/lib/mail';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import type { ItemRow, OrderRow } from './orders.repository';

export interface MailDeps {
  mailer: Mailer;
  timeZone: string;
  publicUrl: string;
  log: { error(object: object, message: string): void };
}

/**
 * The orders' mail and calendar texts in both languages: each mail goes out in its recipient
 * account's language (English the spec's words, Arabic beside them), dates, times and amounts by Intl.
 */
export const ORDER_MAIL_TEXTS = { en: catalogue(en), ar: catalogue(ar as typeof en) };

/** Who a mail goes to, and in which language. */
export interface MailRecipient {
  name: string;
  email: string;
  /** The account's language; English when unknown. */
  locale?: Locale | null;
}

const localeOf = (to: { locale?: Locale | null } | undefined): Locale => to?.locale ?? 'en';

/** 'AED 150.00' (Arabic: '150.00 د.إ.‏'), by Intl; English keeps the spec's plain space. */
export function formatAed(amount: number, locale: Locale): string {
  const text = new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'currency',
    currency: 'AED',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return locale === 'en' ? text.replace(/\u00a0/g, ' ') : text;
}

/** Durations of an hour or more as hours and minutes (spec §9): '45 min', '1h 30min', '2h'. */
export function formatDurationIn(minutes: number, locale: Locale): string {
  const t = ORDER_MAIL_TEXTS[locale];
  if (minutes < 60) return t.minutes({ minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? t.hoursMinutes({ hours, minutes: rest }) : t.hours({ hours });
}

const lineValues = (item: ItemRow, timeZone: string, locale: Locale) => ({
  service: serviceNameIn(item, locale),
  therapist: item.therapistName,
  when: formatSalonDateTime(item.starttime, timeZone, locale),
  duration: formatDurationIn(item.duration, locale),
  price: formatAed(item.price, locale),
});

const line = (item: ItemRow, timeZone: string, locale: Locale = 'en') =>
  ORDER_MAIL_TEXTS[locale].line(lineValues(item, timeZone, locale));

const events = (items: ItemRow[], locale: Locale) =>
  items.map((item) => ({
    uid: `${item.id}@salon-booking`,
    start: item.starttime,
    end: item.endtime,
    summary: ORDER_MAIL_TEXTS[locale].eventSummary({
      service: serviceNameIn(item, locale),
      therapist: item.therapistName,
      salon: SALON.name,
    }),
    description: ORDER_MAIL_TEXTS[locale].eventDescription({
      service: serviceNameIn(item, locale),
      ref: bookingRef(item.orderId),
      phone: SALON.phones[0],
    }),
    sequence: item.revision,
  }));

/** One appointment as a calendar file, as the customer downloads it from My Appointments (in their language). */
export const appointmentCalendar = (item: ItemRow, locale: Locale = 'en') =>
  buildCalendar(events([item], locale), 'PUBLISH', locale);

/** The salon's bookings mailbox, which hears of every move a customer makes online. */
const SALON_BOOKINGS = SALON.emails.find((address) => address.startsWith('bookings@')) ?? SALON.emails[0];

const signature = [`${SALON.name}`, `${SALON.address.line1}, ${SALON.address.line2}`, `${SALON.phones.join(' · ')}`];

/** A mail's text: the greeting, its paragraphs a blank line apart, the salon's signature. */
export const letter = (name: string, paragraphs: string[][], locale: Locale = 'en') =>
  [[ORDER_MAIL_TEXTS[locale].greeting({ name })], ...paragraphs, signature]
    .map((paragraph) => paragraph.join('\n'))
    .join('\n\n');

/** The items as a calendar file: PUBLISH adds them to the customer's calendar, CANCEL takes them out. */
const calendarFile = (filename: string, items: ItemRow[], method: 'PUBLISH' | 'CANCEL', locale: Locale) => ({
  filename,
  content: buildCalendar(events(items, locale), method, locale),
  contentType: `text/calendar; charset=utf-8; method=${method}`,
});

/**
 * Who gets an order's mail: its customer's account, at the address they verified, and nobody else, in the
 * account's language. An unverified address may be someone else's, typed in to make the salon mail them.
 */
export function recipientOf(
  order: Pick<OrderRow, 'userId' | 'userEmail' | 'userEmailVerified' | 'customerName'> &
    Partial<Pick<OrderRow, 'userLocale'>>,
): MailRecipient | undefined {
  return order.userId && order.userEmail && order.userEmailVerified
    ? { name: order.customerName, email: order.userEmail, locale: order.userLocale ?? 'en' }
    : undefined;
}

/** Mail is sent after the booking is committed; a failure is logged and never undoes the booking. */
function send(deps: MailDeps, message: Parameters<Mailer['send']>[0]): Promise<void> {
  return deps.mailer
    .send(message)
    .catch((error: unknown) => deps.log.error({ err: error }, `mail "${message.subject}" failed`));
}

type MailTexts = (typeof ORDER_MAIL_TEXTS)['en'];

/** What a customer's mail says: its subject, the letter's paragraphs and one calendar file. */
interface CustomerLetter {
  subject: string;
  paragraphs: string[][];
  calendar: ReturnType<typeof calendarFile>;
}

/** A customer's mail in their language: `write` words it in their texts, the letter greets and signs it. */
function customerMail(to: MailRecipient, write: (t: MailTexts, locale: Locale) => CustomerLetter) {
  const locale = localeOf(to);
  const { subject, paragraphs, calendar } = write(ORDER_MAIL_TEXTS[locale], locale);
  return inLocale(
    { to: to.email, subject, text: letter(to.name, paragraphs, locale), attachments: [calendar] },
    locale,
  );
}

export function sendConfirmation(deps: MailDeps, to: MailRecipient, orderId: string, items: ItemRow[]) {
  const total = items.reduce((sum, item) => sum + item.price, 0);
  return send(
    deps,
    customerMail(to, (t, locale) => ({
      subject: t.confirmationSubject({ salon: SALON.name }),
      paragraphs: [
        [t.confirmationThanks({ ref: bookingRef(orderId) })],
        items.map((item) => line(item, deps.timeZone, locale)),
        [
          t.confirmationTotal({
            total: formatAed(total, locale),
            timesNote: salonTimesNote(deps.timeZone, locale),
          }),
          t.confirmationCancelOnline({ hours: CANCELLATION_NOTICE_HOURS, link: `${deps.publicUrl}/orders` }),
          t.calendarAdds(),
        ],
      ],
      calendar: calendarFile('appointments.ics', items, 'PUBLISH', locale),
    })),
  );
}

export function sendCancellation(deps: MailDeps, to: MailRecipient, items: ItemRow[]) {
  return send(
    deps,
    customerMail(to, (t, locale) => ({
      subject: t.cancellationSubject({ salon: SALON.name }),
      paragraphs: [
        [t.cancellationIntro()],
        items.map((item) => line(item, deps.timeZone, locale)),
        [t.cancellationBookAgain({ link: `${deps.publicUrl}/services` })],
      ],
      calendar: calendarFile('cancelled.ics', items, 'CANCEL', locale),
    })),
  );
}

/** Sent straight, not through `send`: a failed reminder is given back to the job to try again. */
export function sendReminder(deps: MailDeps, to: MailRecipient, item: ItemRow) {
  return deps.mailer.send(
    customerMail(to, (t, locale) => ({
      subject: t.reminderSubject({ service: serviceNameIn(item, locale), salon: SALON.name }),
      paragraphs: [
        [t.reminderIntro()],
        [line(item, deps.timeZone, locale)],
        [t.reminderCall({ phone: SALON.phones[0] })],
      ],
      calendar: calendarFile('appointment.ics', [item], 'PUBLISH', locale),
    })),
  );
}

/**
 * A customer moved an appointment: they get the new time with a calendar file that moves the event they
 * already have (same UID, one revision more), in their language; the salon's bookings mailbox gets the same
 * news in English (the staff's mailbox), unless `tellSalon` is false (a further move it hears of in one
 * mail later: `sendMovedAgain`).
 */
export function sendRescheduled(
  deps: MailDeps,
  to: MailRecipient | undefined,
  before: ItemRow,
  after: ItemRow,
  tellSalon = true,
): Promise<unknown> {
  const staff = ORDER_MAIL_TEXTS.en;
  const mails: Promise<void>[] = [];
  if (tellSalon) {
    mails.push(
      send(deps, {
        to: SALON_BOOKINGS,
        subject: staff.salonMovedSubject({ service: after.serviceName }),
        text: [
          staff.salonMovedIntro(),
          staff.salonMovedBefore({ appointment: line(before, deps.timeZone) }),
          staff.salonMovedNow({ appointment: line(after, deps.timeZone) }),
        ].join('\n'),
      }),
    );
  }
  if (to) {
    mails.push(
      send(
        deps,
        customerMail(to, (t, locale) => ({
          subject: t.movedSubject({ salon: SALON.name }),
          paragraphs: [
            [t.movedIntro()],
            [line(after, deps.timeZone, locale)],
            [
              t.movedWas({ appointment: t.lineUnbulleted(lineValues(before, deps.timeZone, locale)) }),
              t.movedCalendar({ timesNote: salonTimesNote(deps.timeZone, locale) }),
            ],
          ],
          calendar: calendarFile('appointment.ics', [after], 'PUBLISH', locale),
        })),
      ),
    );
  }
  return Promise.all(mails);
}

/** The salon's bookings mailbox hears, in one mail, of `count` moves of an appointment since its last mail. */
export function sendMovedAgain(deps: MailDeps, item: ItemRow, count: number): Promise<void> {
  const staff = ORDER_MAIL_TEXTS.en;
  return send(deps, {
    to: SALON_BOOKINGS,
    subject: staff.salonMovedAgainSubject({ service: item.serviceName }),
    text: [staff.salonMovedAgainIntro({ count }), staff.salonMovedNow({ appointment: line(item, deps.timeZone) })].join(
      '\n',
    ),
  });
}
