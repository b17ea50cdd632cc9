import { escapeLiteral } from 'pg';

/**
 * A value as a quoted SQL literal carrying the same text the driver would send as a parameter
 * (node-postgres sends every parameter as text too). Quoted even for numbers: a quoted literal is
 * of unknown type, resolved from its context as a parameter is (a bare 5 would be an integer, and
 * an integer does not fit a smallint argument of a function).
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return escapeLiteral(value);
  if (typeof value === 'bigint') return `'${value}'`;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`cannot inline the number ${value}`);
    return `'${value}'`;
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return escapeLiteral(value.toISOString());
  if (Array.isArray(value)) return escapeLiteral(arrayText(value));
  throw new Error(`cannot inline a ${typeof value} parameter`);
}

/** An array in Postgres' array input syntax: every element double-quoted, NULL bare. */
function arrayText(values: readonly unknown[]): string {
  const elements = values.map((value) => {
    if (value === null || value === undefined) return 'NULL';
    if (Array.isArray(value)) return arrayText(value);
    const text = value instanceof Date ? value.toISOString() : typeof value === 'string' || typeof value === 'bigint' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;
    if (text === null) throw new Error(`cannot inline a ${typeof value} array element`);
    return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  });
  return `{${elements.join(',')}}`;
}

/**
 * `sql` with each $n replaced by its parameter as a literal, for the simple query protocol, which
 * takes several statements in one message but no parameters (server/db/pg-db.ts sends BEGIN or
 * COMMIT in the same message as a statement this way). Only for our own fixed statements: they
 * hold no $ in a string or a comment.
 */
export function inlineParams(sql: string, params: readonly unknown[]): string {
  return sql.replace(/\$(\d+)/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index < 0 || index >= params.length) throw new Error(`no parameter $${n}`);
    return literal(params[index]);
  });
}
