/** 'tel:' wants the digits only: '+971 4 123 4567' → 'tel:+97141234567'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
