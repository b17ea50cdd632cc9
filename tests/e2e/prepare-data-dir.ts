/**
 * `node --import tsx tests/e2e/prepare-data-dir.ts <DATA_DIR>`: fills an e2e server's DATA_DIR with
 * a copy of the migrated PGlite template before the server starts (playwright.config.ts runs it
 * before each worker's server), so no e2e server runs initdb and the migrations itself.
 */
import { copyMigratedDataDir } from '../server/helpers/pglite-template';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: prepare-data-dir.ts <DATA_DIR>');
await copyMigratedDataDir(dataDir);
