/** Every English text at once: the fallback under other languages, and the catalogue tests' reference. */
import { en } from './en';
import { enScreens } from './en-screens';

export const enAll = { ...en, ...enScreens } as const;
