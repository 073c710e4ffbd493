import { catalogue, type Locale, SALON } from '@salon/shared';
import { inLocale, type Mailer } from '../../lib/mail';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import { TOKEN_LIFETIMES } from './token-lifetimes';

/**
 * The account mails. They go to addresses nobody has proved yet (that is their job), so they carry no text
 * the requester chose, not even the name typed at sign-up: nobody can use them to send their words in the
 * salon's name. Each is written in the account's language (issue 18: `i18n/en.json` the spec's words,
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
