/** The salon's country code: a local number such as 050 123 4567 is a UAE one. */
export const DEFAULT_COUNTRY_CODE = '971';

/**
 * A phone number as customers type it, in E.164 (`+971501234567`), the form SMS and WhatsApp gateways
 * need; undefined when it cannot be one. `+…` and `00…` are international; a leading 0 is a UAE trunk
 * prefix; nine digits starting with 5 are a UAE mobile without it.
 */
export function toE164Phone(phone: string | null | undefined): string | undefined {
  if (!phone) return undefined;
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  let international: string;
  if (trimmed.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else if (digits.startsWith(DEFAULT_COUNTRY_CODE) && digits.length === 12) international = digits;
  else if (digits.startsWith('0')) international = DEFAULT_COUNTRY_CODE + digits.slice(1);
  else if (/^5\d{8}$/.test(digits)) international = DEFAULT_COUNTRY_CODE + digits;
  else return undefined;
  return /^[1-9]\d{7,14}$/.test(international) ? `+${international}` : undefined;
}
