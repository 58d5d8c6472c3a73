import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The code points at the project's own documents by file and section: docs/api.md "Conventions". A section is a
// heading (its text before any " (…)" aside) or a list item's bold lead (**Retries.**, with an optional <a id> before
// it). This test reads every such reference in the repository and fails when its file or section is missing, so a
// renamed section cannot leave comments pointing nowhere.

const ROOT = join(import.meta.dirname, '..');
const SKIPPED = new Set([
  'node_modules',
  'dist',
  '.git',
  'results',
  'test-results',
  'playwright-report',
  'data',
]);
const READ = /\.(ts|tsx|mjs|js|md|css|html)$/;
/** `docs/<file>.md`, then optionally a quoted section ("…" or “…”), separated by spaces or a comma. */
const REFERENCE = /docs\/([a-z][a-z-]*\.md)(?:[ ,]*(?:"([^"\n]+)"|“([^”\n]+)”))?/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return READ.test(name) ? [path] : [];
  });
}

/** The sections of a Markdown document: headings and bold leads. */
function sectionsOf(markdown: string): Set<string> {
  const sections = new Set<string>();
  for (const line of markdown.split('\n')) {
    const heading = /^#+ (.+?)\s*$/.exec(line);
    if (heading?.[1]) {
      sections.add(heading[1]);
      sections.add(heading[1].replace(/ \(.*\)$/, ''));
      continue;
    }
    const lead = /^\s*(?:[-*] |\| )?(?:<a id="[^"]+"><\/a>)?\*\*([^*]+?)\.?\*\*/.exec(line);
    if (lead?.[1]) sections.add(lead[1]);
  }
  return sections;
}

describe('references to the documents', () => {
  const docs = new Map(
    readdirSync(join(ROOT, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => [name, sectionsOf(readFileSync(join(ROOT, 'docs', name), 'utf8'))]),
  );

  it('reads the sections of a document: headings and bold leads', () => {
    const sections = sectionsOf(
      '# Title\n## Loan summary (docs/product.md "Input rules")\n- **Retries.** text\n<a id="x"></a>**E-mail address.** a',
    );
    expect([...sections]).toEqual([
      'Title',
      'Loan summary (docs/product.md "Input rules")',
      'Loan summary',
      'Retries',
      'E-mail address',
    ]);
  });

  it('finds every reference to an existing document and section', () => {
    const broken: string[] = [];
    let count = 0;
    for (const file of filesUnder(ROOT)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(REFERENCE)) {
        count += 1;
        const [whole, name = '', straight, curly] = match;
        const section = straight ?? curly;
        const sections = docs.get(name);
        const line = text.slice(0, match.index).split('\n').length;
        if (!sections) broken.push(`${relative(ROOT, file)}:${line}: ${whole} (no such document)`);
        else if (section !== undefined && !sections.has(section))
          broken.push(`${relative(ROOT, file)}:${line}: ${whole} (no such section)`);
      }
    }
    expect(count).toBeGreaterThan(300);
    expect(broken).toEqual([]);
  });
});
