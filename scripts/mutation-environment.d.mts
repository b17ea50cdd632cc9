export interface MutationEnvironment {
  need: 'Postgres' | 'HAProxy' | 'root';
  needs(file: string, name: string): boolean;
}
export const ENVIRONMENTS: MutationEnvironment[];
export function availableEnvironments(env?: Record<string, string | undefined>): Record<MutationEnvironment['need'], boolean>;
export function environmentKills(report: unknown): Record<MutationEnvironment['need'], string[]>;
export function environmentNotes(
  killsByArea: { area: string; kills: Record<MutationEnvironment['need'], string[]> }[],
  available: Record<MutationEnvironment['need'], boolean>,
): string[];
