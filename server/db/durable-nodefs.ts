import { closeSync, constants, fsyncSync, openSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type PostgresMod = Parameters<NodeFS['init']>[1];

/** The parts of Emscripten's NODEFS (compiled into PGlite) this file touches. */
interface EmscriptenNodeFs {
  stream_ops: { fsync?: (stream: NodeFsStream) => number };
  realPath(node: unknown): string;
  tryFSOperation<T>(operation: () => T): T;
}

interface NodeFsStream {
  nfd?: number;
  node: unknown;
}

/**
 * PGlite's NodeFS with a real fsync. Emscripten's NODEFS has no `fsync` stream operation, so every
 * fsync() Postgres makes inside the WASM returns success without touching the disk, and PGlite
 * also starts Postgres with `-F` (fsync off): a committed transaction lives only in the page cache
 * until the kernel writes it back (upstream: https://github.com/electric-sql/pglite/issues/1107).
 * This adds the operation: fsync(2) on the host descriptor (a directory has none in NODEFS, so it
 * is opened for the call). A failure surfaces inside Postgres as EIO, which it treats as fatal.
 * Used with Postgres' own fsync turned back on; see pglite-db.ts and docs/operations.md.
 */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Partial<PostgresMod>) {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...preRun,
      (mod: PostgresMod) => {
        const nodefs = mod.NODEFS as unknown as EmscriptenNodeFs;
        nodefs.stream_ops.fsync = (stream) =>
          nodefs.tryFSOperation(() => {
            if (stream.nfd !== undefined) {
              fsyncSync(stream.nfd);
              return 0;
            }
            const fd = openSync(nodefs.realPath(stream.node), constants.O_RDONLY);
            try {
              fsyncSync(fd);
            } finally {
              closeSync(fd);
            }
            return 0;
          });
      },
    ];
    return result;
  }
}
