/** Types for mutation-areas.mjs, which scripts/mutate.mjs and the table's test share. */
export interface MutationArea {
  name: string;
  mutate: string[];
  tests: string[];
  environment?: string;
  timeZone?: string;
  /** 'unit': the unit project's setup for component tests (vitest.mutation.config.ts). */
  setup?: 'unit';
}
export const MUTATION_AREAS: MutationArea[];
export function areaSlug(name: string): string;
