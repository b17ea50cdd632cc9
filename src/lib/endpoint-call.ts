/**
 * What a call of one endpoint-table row (src/contract/endpoints/) sends and answers, as types, and
 * how its path and query are written: shared by the player's client (lib/api-client.ts) and the
 * back office's (src/admin/api/admin-client.ts). The table is imported as types only: no schema
 * reaches a bundle.
 */
import type { z } from 'zod';

export type Scalar = string | number | boolean;

/** A part of the row the call must send (optional when the schema takes undefined), or none. */
type Part<R, Name extends 'params' | 'query' | 'body'> = R extends { [P in Name]: infer S extends z.ZodType }
  ? undefined extends z.input<S>
    ? { [P in Name]?: z.input<S> }
    : { [P in Name]: z.input<S> }
  : { [P in Name]?: never };

/** The path parameters, query and body of a call of the row `R`, as the row's schemas take them. */
export type RowParts<R> = Part<R, 'params'> & Part<R, 'query'> & Part<R, 'body'>;

/** What the row `R` answers on success (any of its statuses). */
export type RowResponse<R extends { response: Readonly<Record<number, z.ZodType>> }> = z.output<R['response'][keyof R['response']]>;

/** The options argument: optional when the row needs nothing. */
export type ArgsOf<Options> = object extends Options ? [options?: Options] : [options: Options];

/** Fills `:name` placeholders, percent-encoded. */
export function fillPath(path: string, params: Record<string, Scalar> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=2`; undefined and null are left out. */
export function queryString(query: Record<string, Scalar | null | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** "POST /adjustments" → ["POST", "/adjustments"]. */
export function splitKey(key: string): [method: string, path: string] {
  const space = key.indexOf(' ');
  return [key.slice(0, space), key.slice(space + 1)];
}
