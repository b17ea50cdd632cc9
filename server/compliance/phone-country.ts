import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * The country (ISO 3166 alpha-2) of a phone number as Telegram gives it in a shared contact
 * (international digits, with or without a leading +), from libphonenumber's own metadata (the
 * `min` set: the calling code and the leading digits that tell the countries sharing it apart).
 * Null when the number names no single country. Only the country is kept (docs/compliance.md,
 * "Jurisdiction signals"); the number itself never leaves this function.
 */
export function phoneCountry(phoneNumber: string): string | null {
  const digits = phoneNumber.replace(/[^\d]/g, '');
  if (digits.length < 6) return null;
  return parsePhoneNumberFromString(`+${digits}`)?.country ?? null;
}
