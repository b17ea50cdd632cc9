/**
 * Registers one row of the endpoint table (src/contract/endpoints/): its method, path and every
 * schema, the answers' included, so Fastify validates the request and validates and serializes the
 * answer with the row's schemas (an answer that does not match is a 500, never a wrong body). The
 * handler's request and reply types come from the row: a handler that answers another shape fails
 * the type check.
 */
import type { ContextConfigDefault, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault, RouteGenericInterface, RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint } from '../../src/contract/endpoints/endpoint';

type SchemaOf<E extends Endpoint> = {
  params: E['params'];
  querystring: E['query'];
  headers: E['headers'];
  body: E['body'];
  response: E['response'];
};

/** What a route adds to its row: the handler, and Fastify options such as its rate limit (config). */
export type RouteOf<E extends Endpoint> = Omit<
  RouteOptions<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RouteGenericInterface, ContextConfigDefault, SchemaOf<E>, ZodTypeProvider>,
  'method' | 'url' | 'schema'
>;

/** The row's schemas as Fastify names them; a part the row leaves out is left out (Fastify warns of an undefined one). */
export function fastifySchema(endpoint: Endpoint) {
  const { params, query, headers, body, response } = endpoint;
  const parts = { params, querystring: query, headers, body, response };
  return Object.fromEntries(Object.entries(parts).filter(([, schema]) => schema !== undefined));
}

export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, options: RouteOf<E>): void {
  app.withTypeProvider<ZodTypeProvider>().route({ ...options, method: endpoint.method, url: endpoint.path, schema: fastifySchema(endpoint) as SchemaOf<E> });
}
