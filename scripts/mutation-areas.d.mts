/** Types for mutation-areas.mjs, which scripts/mutate.mjs and the table's test share. */
export interface MutationArea {
  name: string;
  mutate: string[];
  tests: string[];
  environment?: string;
  timeZone?: string;
}
export const MUTATION_AREAS: MutationArea[];
export function areaSlug(name: string): string;
