/**
 * One row of the endpoint table (docs/architecture.md, "The endpoint table"): the method and path
 * (its key, "POST /game/orders", Fastify's `:name` for path parameters), the zod schemas of the
 * path parameters, query, headers, body and of each answer by status, and the error codes the
 * endpoint answers besides the ones every endpoint may (authentication, invalid_request, rate_limited).
 *
 * The server registers each row with its schemas, answers included (server/http/route.ts); the
 * app's client takes its types from the row by key (src/lib/api-client.ts), importing this table
 * as types only, so no schema reaches the bundle.
 */
import type { z } from 'zod';
import type { AdminErrorCode } from '../admin';
import type { ApiErrorCode } from '../api-error-codes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  /** Each success status and its body: the server validates and serializes its answers with these. */
  response: Readonly<Record<number, z.ZodType>>;
  /** The back office's rows (endpoints/admin/) name its codes too. */
  errors: readonly (ApiErrorCode | AdminErrorCode)[];
}

export type EndpointKey = `${HttpMethod} /${string}`;

export type Endpoint<K extends EndpointKey = EndpointKey, S extends EndpointSchemas = EndpointSchemas> = S & {
  key: K;
  method: K extends `${infer M extends HttpMethod} ${string}` ? M : never;
  path: K extends `${HttpMethod} ${infer P}` ? P : never;
};

export type EndpointTable<T extends Record<EndpointKey, EndpointSchemas>> = { [K in keyof T & EndpointKey]: Endpoint<K, T[K]> };

/** One feature area's rows, each given its method and path from its key. */
export function defineEndpoints<const T extends Record<EndpointKey, EndpointSchemas>>(rows: T): EndpointTable<T> {
  const table: Record<string, unknown> = {};
  for (const [key, schemas] of Object.entries(rows)) {
    const [method, path] = key.split(' ');
    table[key] = { ...schemas, key, method, path };
  }
  return table as EndpointTable<T>;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * A schema for a contract type (api-types.ts and its neighbours keep the documented types the app
 * reads): the type check fails unless the schema's output is exactly that type, so the two cannot drift.
 */
export const schemaOf =
  <T>() =>
  <S extends z.ZodType>(schema: S, ..._exact: Same<z.output<S>, T> extends true ? [] : [`the schema does not match the contract type`]): S =>
    schema;
