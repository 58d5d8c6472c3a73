import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every text a user reads comes from a translation key (docs/product.md "Languages"): this reads each screen's source
 * and fails on words written straight into JSX, or into the attributes people hear and read (aria-label, title,
 * placeholder, alt, label). Symbols, numbers and the like ("·", "123456", "%") are not words and pass.
 */
const SOURCE = join(__dirname, '..');
const ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'aria-description']);
const WORD = /\p{L}{2,}/u;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' || entry.name === 'test' ? [] : sourceFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

function findHardCodedText(path: string, text = readFileSync(path, 'utf8')): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${relative(SOURCE, path)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  function visit(node: ts.Node) {
    if (ts.isJsxText(node) && WORD.test(node.text)) found.push(`${where(node)} text "${node.text.trim()}"`);
    if (ts.isJsxAttribute(node) && ATTRIBUTES.has(node.name.getText(file)) && node.initializer) {
      const value = ts.isStringLiteral(node.initializer)
        ? node.initializer
        : ts.isJsxExpression(node.initializer) &&
            node.initializer.expression &&
            ts.isStringLiteralLike(node.initializer.expression)
          ? node.initializer.expression
          : null;
      if (value && WORD.test(value.text))
        found.push(`${where(node)} ${node.name.getText(file)}="${value.text}"`);
    }
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      ts.isStringLiteralLike(node.expression) &&
      WORD.test(node.expression.text)
    )
      found.push(`${where(node)} text {"${node.expression.text}"}`);
    ts.forEachChild(node, visit);
  }
  visit(file);
  return found;
}

/** English-only label tables of @rentfolio/contracts: the web app shows their translations (i18n) instead. */
const ENGLISH_TABLES = /\b(PROPERTY_TYPE_LABELS|GOAL_TITLES|formatPlanLabel)\b/;

function allSourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory())
      return entry.name === 'i18n' || entry.name === 'test' ? [] : allSourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('texts in the code', () => {
  it("shows no English-only label table of contracts' instead of its translation", () => {
    const users = allSourceFiles(SOURCE).filter((path) => ENGLISH_TABLES.test(readFileSync(path, 'utf8')));
    expect(users.map((path) => relative(SOURCE, path))).toEqual([]);
  });

  it('finds words written into JSX and its read-aloud attributes, and passes keys and symbols', () => {
    const sample = join(SOURCE, 'sample.tsx');
    const found = findHardCodedText(
      sample,
      '<p title="Hello" aria-label={t("x")}>Save now {"Later"} {t("y")} · 42 <i alt="★" /></p>',
    );
    expect(found).toEqual([
      'sample.tsx:1 title="Hello"',
      'sample.tsx:1 text "Save now"',
      'sample.tsx:1 text {"Later"}',
    ]);
  });

  it('has no word in any screen that is not a translation key', () => {
    const files = sourceFiles(SOURCE);
    expect(files.length).toBeGreaterThan(80);
    const problems = files.flatMap((path) => findHardCodedText(path));
    expect(problems).toEqual([]);
  });
});
