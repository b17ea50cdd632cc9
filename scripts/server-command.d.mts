/** Types for server-command.mjs. */
export function compiledServerArgs(): string[];
export function compiledAdminArgs(): string[];
