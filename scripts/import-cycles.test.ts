import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// No import circles (ARCHITECTURE.md "How a request flows"): a module never reaches itself through its imports, type
// imports included, so that layers stay layers (the app context imports state modules, never the services that use
// it). This reads every source file of the apps and packages, resolves its relative, '@/' and '@rentfolio/<package>'
// imports, and lists every strongly connected group of more than one module.

const ROOT = resolve(import.meta.dirname, '..');
const SOURCE_DIRS = ['apps/server/src', 'apps/web/src', ...packageSources()];
const EXTENSIONS = ['.ts', '.tsx'];

function packageSources(): string[] {
  return readdirSync(join(ROOT, 'packages'))
    .map((name) => `packages/${name}/src`)
    .filter((dir) => existsSync(join(ROOT, dir)));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return EXTENSIONS.some((ext) => name.endsWith(ext)) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The file an import specifier names, or undefined for a package outside the repository. */
function resolveImport(from: string, specifier: string): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else if (specifier.startsWith('@/')) base = join(ROOT, 'apps/web/src', specifier.slice(2));
  else {
    const match = /^@rentfolio\/([a-z-]+)$/.exec(specifier);
    if (match) base = join(ROOT, 'packages', match[1] ?? '', 'src/index');
  }
  if (!base) return undefined;
  const stripped = base.replace(/\.(js|ts|tsx)$/, '');
  for (const candidate of [
    ...EXTENSIONS.map((ext) => stripped + ext),
    ...EXTENSIONS.map((ext) => join(stripped, `index${ext}`)),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set<string>();
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2] ?? '');
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Tarjan's strongly connected components: the groups of modules that reach one another. */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, indexOf.get(next) ?? 0));
    }
    if (low.get(node) === indexOf.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      const selfLoop = group.length === 1 && (graph.get(node) ?? []).includes(node);
      if (group.length > 1 || selfLoop) groups.push(group);
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return groups;
}

describe('imports', () => {
  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(graph).map((group) => group.sort())).toEqual([['a', 'b', 'c']]);
  });

  it('finds no circle in the apps and packages', () => {
    const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(300);
    const graph = importGraph(files);
    // The reading resolves the imports it should: the server's app imports its context.
    expect(graph.get(join(ROOT, 'apps/server/src/app.ts'))).toContain(
      join(ROOT, 'apps/server/src/context.ts'),
    );
    const found = cycles(graph).map((group) => group.map((file) => relative(ROOT, file)).sort());
    expect(found).toEqual([]);
  });
});
