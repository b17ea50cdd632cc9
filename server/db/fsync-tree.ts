import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** fsync(2) every file and directory under root (directories after their entries), like `sync -f`. */
export function fsyncTree(root: string): void {
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) fsyncTree(path);
    else if (entry.isFile()) fsyncPath(path);
  }
  fsyncPath(root);
}

function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
