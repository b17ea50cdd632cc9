// @vitest-environment node
/**
 * The repository explains itself (docs/architecture.md, "Where the why lives"): no source file,
 * test, script, migration or doc points a reader at a file outside the repository (the product
 * brief or design notes the team kept elsewhere, a path on a developer's machine) or at an issue
 * number in a tracker the reader may not see. The facts such a pointer stood for live in `docs/`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');

// Built from parts, so this file does not match itself.
const OUTSIDE = new RegExp(
  [
    ['DESIGN', '\\.md'].join(''),
    ['mini-app', '-spec'].join(''),
    ['\\bissues?\\s+#?', '\\d+\\b'].join(''),
    ['/wo', 'rk/'].join(''),
  ].join('|'),
  'i',
);

/** Every tracked text file a reader of the repository may open. */
function trackedTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  return listed.filter((path) => !path.endsWith('package-lock.json') && /\.(ts|tsx|mts|mjs|js|cjs|css|html|json|md|sql|sh|yml|yaml|toml|service)$|^\.ci\//.test(path));
}

function outsideReferences(files: readonly { path: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { path, text } of files) {
    text.split('\n').forEach((line, index) => {
      if (OUTSIDE.test(line)) found.push(`${path}:${index + 1}: ${line.trim().slice(0, 120)}`);
    });
  }
  return found;
}

describe('the repository names no outside files', () => {
  it('no tracked file points at a file outside the repository or at an issue number', () => {
    const files = trackedTextFiles().map((path) => ({ path, text: readFileSync(resolve(ROOT, path), 'utf8') }));
    expect(files.length).toBeGreaterThan(500);
    expect(outsideReferences(files)).toEqual([]);
  });

  it('catches each kind of pointer (planted)', () => {
    const planted = [
      `// see ${'DESIGN'}.md section 11`,
      `-- the rule of ${'mini-app'}-spec`,
      `/* fixed for ${'issue'} 41 */`,
      `the notes in /${'work'}/shared`,
    ].map((text, index) => ({ path: `planted-${index}.ts`, text }));
    expect(outsideReferences(planted)).toHaveLength(4);
    expect(outsideReferences([{ path: 'fine.ts', text: 'the design in docs/architecture.md; reissue 4 tokens' }])).toEqual([]);
  });
});
