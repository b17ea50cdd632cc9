import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';

/**
 * Numbers that ring wherever their owner chooses: they name a numbering plan, not where anyone
 * lives (toll-free and premium numbers are also shared across the countries of one calling code,
 * +1 800 across the US, Canada and the Caribbean).
 */
const NOT_A_PLACE: ReadonlySet<NumberType> = new Set<NumberType>(['TOLL_FREE', 'PREMIUM_RATE', 'SHARED_COST', 'VOIP', 'PERSONAL_NUMBER', 'PAGER', 'UAN', 'VOICEMAIL']);

/**
 * The country (ISO 3166 alpha-2) of a phone number as Telegram gives it in a shared contact
 * (international digits, with or without a leading +), from libphonenumber's own metadata. Its
 * `max` set, because telling a mobile or fixed line from a toll-free, personal or VoIP number
 * needs the number types of every country, which the `min` set keeps only for some
 * (docs/compliance.md, "Jurisdiction signals"). Null when the number names no single country:
 * no country at all, or a type that is not a place. Only the country is kept; the number itself
 * never leaves this function.
 */
export function phoneCountry(phoneNumber: string): string | null {
  const digits = phoneNumber.replace(/[^\d]/g, '');
  if (digits.length < 6) return null;
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  if (!parsed?.country) return null;
  const type = parsed.getType();
  return type !== undefined && NOT_A_PLACE.has(type) ? null : parsed.country;
}
