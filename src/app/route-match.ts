import { matchRoute, type Parser } from 'wouter';
import type { RouteDefinition } from './route-table';

/** The routes `path` renders, outermost first (a layout, then its child screen). */
export function matchRouteChain(parser: Parser, routes: RouteDefinition[], path: string): RouteDefinition[] {
  for (const route of routes) {
    const nested = route.children !== undefined;
    const [matches, , base] = matchRoute(parser, route.path, path, nested) as [boolean, unknown, string?];
    if (!matches) continue;
    if (!route.children) return [route];
    const rest = path.slice((base ?? '').length) || '/';
    return [route, ...matchRouteChain(parser, route.children, rest)];
  }
  return [];
}
