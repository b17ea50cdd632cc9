/**
 * Folder-level cycles (docs/architecture.md, "No cycles"): folder A imports folder B when one of A's
 * own files imports one of B's (a file belongs to the folder it sits in, not to its parents). A
 * cycle of such imports, however long, means neither folder can be read, tested or moved without
 * the other.
 */
import { dirname, relative, resolve } from 'node:path';

/**
 * The unit a file belongs to: its folder; the files at the top of a project (src/main.tsx,
 * server/config.ts, server/app.ts) are each a unit of their own: entry points and settings that
 * every folder may read, not one folder's code.
 */
export function unitOf(path: string): string {
  const folder = dirname(path);
  return ['src', 'sw', 'server'].includes(folder) ? path.replace(/\.(tsx?|mts|mjs)$/, '') : folder;
}

/** The file (or folder index) a relative specifier of `from` names, from the root, without extension. */
function targetOf(from: string, specifier: string): string {
  return relative('/', resolve('/', dirname(from), specifier)).replace(/\.(tsx?|mts|mjs|css)$/, '');
}

/** The folder-to-folder imports of some files, given each file's path (from the root) and its relative imports. */
export function folderGraph(files: readonly { path: string; imports: readonly string[] }[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const folders = new Set(files.map((file) => dirname(file.path)));
  for (const { path, imports } of files) {
    const from = unitOf(path);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const specifier of imports) {
      if (!specifier.startsWith('.')) continue;
      const target = targetOf(path, specifier);
      // A specifier names a file (./x) or a folder's index (./endpoints), which counts as that folder.
      const to = folders.has(target) ? target : unitOf(`${target}.ts`);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every group of folders that import each other round (Tarjan's strongly connected components of size > 1). */
export function folderCycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    // oxlint-disable-next-line unicorn/no-array-sort -- sorts its own fresh array; toSorted is above our ES2022 lib
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** One import chain of a cycle, for the failure message: which file of each folder imports the next. */
export function describeCycle(group: readonly string[], files: readonly { path: string; imports: readonly string[] }[]): string {
  const members = new Set(group);
  const lines = files.flatMap(({ path, imports }) =>
    imports
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => [path, specifier, unitOf(`${targetOf(path, specifier)}.ts`)] as const)
      .filter(([from, , to]) => members.has(unitOf(from)) && (members.has(to) || members.has(dirname(to))) && to !== unitOf(from))
      .map(([from, specifier]) => `${from} -> ${specifier}`),
  );
  return `${group.join(' <-> ')}:\n  ${lines.join('\n  ')}`;
}
