import type { TestProject } from 'vitest/node';
import { bundleShowScript } from '../../scripts/static-shell-script';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The static shell's show script as the build bundles it (scripts/static-shell-script.ts). */
    showScript: string;
  }
}

/**
 * Runs in Node before the unit tests: esbuild refuses to run inside jsdom (its TextEncoder is not
 * Node's), so the show script is bundled here and handed to the tests with `inject('showScript')`.
 */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('showScript', await bundleShowScript());
}
