/**
 * `npm run mutate`'s screen areas only (vitest.mutation.config.ts), after tests/unit/setup.ts. A
 * mutant that hides an element or a text is killed by a findBy* or waitFor that gives up; with
 * setup.ts' bound of 10 s, each such kill cost 10 s, and most of the client areas' mutants are
 * killed that way (docs/mutation-testing.md, "Making a mutant cheap"). In a mutant's run the page's
 * texts are loaded before any test (setup.ts' beforeAll) and the fake API answers at once, so a
 * passing wait ends in milliseconds: 3 s still leaves the slowest first render of a loaded machine
 * (1.6 s, texts and chunks included) room twice over.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 3_000 });
