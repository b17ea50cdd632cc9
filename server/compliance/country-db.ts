/**
 * The country of a request's IP (docs/compliance.md, "Jurisdiction signals"), from an MMDB country
 * database the operator provides (GEOIP_COUNTRY_DB, e.g. a GeoIP2/GeoLite2-Country file), read
 * with `maxmind`. Read once at start; a file that cannot be read as MMDB stops the server. No file:
 * every IP's country is unknown, and the "*" profile applies.
 */
import { readFileSync } from 'node:fs';
import { Reader, type CountryResponse } from 'maxmind';

export interface CountryDb {
  /** The ISO 3166 alpha-2 code of the address's country, or null when the database does not know it. */
  countryOf(ip: string): string | null;
}

export const NO_COUNTRY_DB: CountryDb = { countryOf: () => null };

export function loadCountryDb(path: string | undefined): CountryDb {
  if (!path) return NO_COUNTRY_DB;
  let reader: Reader<CountryResponse>;
  try {
    reader = new Reader<CountryResponse>(readFileSync(path));
  } catch (error) {
    throw new Error(`cannot be read as an MMDB database (${(error as Error).message.split('\n')[0]})`, { cause: error });
  }
  return {
    countryOf(ip) {
      // An IPv4 client seen on a dual-stack socket; an IPv4-only database knows the plain form.
      const plain = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
      try {
        const iso = reader.get(plain)?.country?.iso_code;
        return iso && /^[A-Z]{2}$/.test(iso) ? iso : null;
      } catch {
        return null;
      }
    },
  };
}
