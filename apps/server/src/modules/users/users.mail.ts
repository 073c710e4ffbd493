import { catalogue, type Locale, SALON } from '@salon/shared';
import { inLocale, type Mailer } from '@/lib/mail';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import { TOKEN_LIFETIMES } from './sessions/token-lifetimes';

/**
 * The account mails. They go to addresses nobody has proved yet (that is their job), so they carry no text
 * the requester chose, not even the name typed at sign-up: nobody can use them to send their words in the
 * salon's name. Each is written in the account's language (`i18n/en.json` the spec's words,
 * `i18n/ar.json` beside them; an Arabic mail has an HTML part that reads right to left).
 */
const TEXTS = { en: catalogue(en), ar: catalogue(ar as typeof en) };

const signature = `${SALON.name} · ${SALON.phones[0]}`;
const salon = SALON.name;

type Mail = Parameters<Mailer['send']>[0];

/** Hello, what to do, the link, what it does, what to do when it was not you, the signature. */
function linkMail(to: string, link: string, locale: Locale, subject: string, before: string, after: string[]): Mail {
  const text = [TEXTS[locale].hello(), '', before, '', link, '', ...after, '', signature].join('\n');
  return inLocale({ to, subject, link, text }, locale);
}

export function verificationMail(to: string, link: string, locale: Locale = 'en'): Mail {
  const t = TEXTS[locale];
  return linkMail(
    to,
    link,
    locale,
    t.verifySubject({ salon }),
    t.verifyOpen({ hours: TOKEN_LIFETIMES.verifyLinkHours }),
    [t.verifyAfter({ salon }), t.verifyNotYou()],
  );
}

export function resetMail(to: string, link: string, locale: Locale = 'en'): Mail {
  const t = TEXTS[locale];
  return linkMail(to, link, locale, t.resetSubject({ salon }), t.resetOpen({ salon }), [t.resetNotYou()]);
}

/** A staff invitation: the admin typed the address, so the mail carries none of the admin's words either. */
export function inviteMail(to: string, link: string, locale: Locale = 'en'): Mail {
  const t = TEXTS[locale];
  return linkMail(
    to,
    link,
    locale,
    t.inviteSubject({ salon }),
    t.inviteOpen({ salon, days: TOKEN_LIFETIMES.inviteLinkHours / 24 }),
    [t.inviteNotYou()],
  );
}

/** My account's change of address: the link goes to the new address, which becomes the account's once opened. */
export function changeEmailMail(to: string, link: string, locale: Locale = 'en'): Mail {
  const t = TEXTS[locale];
  return linkMail(
    to,
    link,
    locale,
    t.changeSubject({ salon }),
    t.changeOpen({ salon, hours: TOKEN_LIFETIMES.verifyLinkHours }),
    [t.changeNotYou()],
  );
}

/**
 * The first step of a Google-only account's change of address (it has no password to ask for): a link to the
 * address it has now, whose opening proves that whoever asks holds it.
 */
export function emailProofMail(to: string, link: string, locale: Locale = 'en'): Mail {
  const t = TEXTS[locale];
  return linkMail(to, link, locale, t.proofSubject({ salon }), t.proofOpen({ salon }), [t.proofNotYou()]);
}

/**
 * What an address already holding an account gets when someone asks to move another account to it: the same
 * answer as for a free address goes to the asker, so only the owner of this mailbox learns it is taken.
 */
export function addressTakenMail(to: string, locale: Locale = 'en'): Mail {
  const t = TEXTS[locale];
  const text = [t.hello(), '', t.takenBody({ salon }), '', t.takenAfter(), '', signature].join('\n');
  return inLocale({ to, subject: t.takenSubject({ salon }), text }, locale);
}

/**
 * The notice to the address an account had, after its e-mail or phone changed: the new one only in part
 * (`maskEmail`, `lastDigits`), so a notice reaching the wrong hands gives nothing away.
 */
export function addressChangedMail(
  to: string,
  change: { kind: 'email'; masked: string } | { kind: 'phone'; last: string },
  locale: Locale = 'en',
): Mail {
  const t = TEXTS[locale];
  const [subject, body] =
    change.kind === 'email'
      ? [t.emailChangedSubject({ salon }), t.emailChangedBody({ salon, address: change.masked })]
      : [t.phoneChangedSubject({ salon }), t.phoneChangedBody({ salon, last: change.last })];
  const text = [t.hello(), '', body, '', t.changedNotYou({ phone: SALON.phones[0] }), '', signature].join('\n');
  return inLocale({ to, subject, text }, locale);
}

/** `walkin.new@example.com` → `w***@e***.com`: enough for the owner to recognise, too little to write to. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().split('@');
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***${tld}`;
}

/** The last four digits of a phone number. */
export const lastDigits = (phone: string) => phone.replace(/\D/g, '').slice(-4);
