import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: comments and pages name the repository's own rules (docs/) and
 * never a document outside it or an issue number, and every docs/ path they name exists, with the
 * section they name.
 */

const root = resolve(import.meta.dirname, '../..');

/** What is checked for outside references: the source of every layer, and the pages. */
const CHECKED = ['domain', 'application', 'adapters', 'web', 'docs', 'ARCHITECTURE.md', 'README.md'];
/** Where docs/ paths are checked to exist: the same, and the tests. */
const LINKING = [...CHECKED, 'tests'];
/** This file, whose samples name missing pages on purpose. */
const SELF = relative(root, import.meta.filename);
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.data']);
const TEXT_FILE = /\.(ts|tsx|mts|mjs|cjs|js|sql|md|html|json|css)$/;

/** Names of documents that are not in the repository, and issue numbers. */
const OUTSIDE_REFERENCES: readonly RegExp[] = [
  /\bplayer\.md\b/i,
  /\badmin\.md\b/i,
  /\bDESIGN\.md\b/i,
  /\bCONVENTIONS\.md\b/i,
  /\bthe design brief\b/i,
  /\bissue\s+#?\d+/i,
];

function filesUnder(path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return TEXT_FILE.test(path) ? [path] : [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(`${path}/${entry.name}`),
  );
}

const read = (file: string): string[] => readFileSync(join(root, file), 'utf8').split('\n');

/** `file:line: text` for every line of the files that names an outside document or an issue. */
function outsideReferences(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    read(file).flatMap((text, i) =>
      OUTSIDE_REFERENCES.some((pattern) => pattern.test(text)) ? [`${file}:${i + 1}: ${text.trim()}`] : [],
    ),
  );
}

/** The headings of a Markdown page, without their `#`s. */
const headingsOf = (page: string): string[] =>
  read(page).flatMap((line) => (/^#{1,6} /.test(line) ? [line.replace(/^#+ /, '').trim()] : []));

/** A docs/ path (or a page beside the citing one in docs/rules/), with the text that follows it. */
const DOCS_PATH = /(?<![\w./-])(docs\/[\w./-]*[\w/])(`?, ([^\n]*))?/g;
const SIBLING_PAGE = /(?<![\w./-])([a-z-]+\.md)(`?, ([^\n]*))?/g;

/** `file:line: problem` for every docs/ path of these lines that does not exist or lacks the section named. */
function linkProblems(file: string, lines: readonly string[]): string[] {
  const problems: string[] = [];
  lines.forEach((text, i) => {
    const where = `${file}:${i + 1}`;
    const found = [...text.matchAll(DOCS_PATH)].map((m) => ({ path: m[1] ?? '', after: m[3] }));
    if (file.startsWith('docs/rules/')) {
      for (const m of text.matchAll(SIBLING_PAGE)) {
        const page = relative(root, join(root, dirname(file), m[1] ?? ''));
        if (existsSync(join(root, page))) found.push({ path: page, after: m[3] });
      }
    }
    for (const { path, after } of found) {
      if (!existsSync(join(root, path))) {
        problems.push(`${where}: ${path} does not exist`);
      } else if (path.endsWith('.md') && after !== undefined && !after.startsWith('docs/')) {
        // A section name may wrap onto the next line: then the line holds its beginning.
        const named = (heading: string) => after.startsWith(heading) || heading.startsWith(after.trim());
        if (!headingsOf(path).some(named)) {
          problems.push(`${where}: ${path} has no section '${after.slice(0, 40)}'`);
        }
      }
    }
  });
  return problems;
}

describe('the repository explains itself', () => {
  const checked = CHECKED.flatMap(filesUnder);

  it('names no document outside the repository and no issue number', () => {
    expect(outsideReferences(checked)).toEqual([]);
  });

  it('names only docs/ pages that exist, and sections they have', () => {
    const files = LINKING.flatMap(filesUnder).filter((file) => file !== SELF);
    expect(files.flatMap((file) => linkProblems(file, read(file)))).toEqual([]);
  });

  it('finds what it looks for, on samples', () => {
    const hits = (text: string) => OUTSIDE_REFERENCES.some((pattern) => pattern.test(text));
    expect(hits('/** player.md section 5: the free-play panel */')).toBe(true);
    expect(hits('// Mail in the back office (issue 11): completion e-mails')).toBe(true);
    expect(hits('-- Seeds (DESIGN.md section 2)')).toBe(true);
    expect(hits('/** the defaults of the design brief */')).toBe(true);
    expect(hits('/** (docs/rules/play.md, Holds) */')).toBe(false);
    expect(hits('const { token } = this.tokens.issue();')).toBe(false);
    const lines = [
      '// (docs/rules/play.md, Holds)',
      '// docs/rules/nowhere.md',
      '// (docs/rules/play.md, Refunds)',
    ];
    expect(linkProblems('web/sample.ts', lines)).toEqual([
      'web/sample.ts:2: docs/rules/nowhere.md does not exist',
      "web/sample.ts:3: docs/rules/play.md has no section 'Refunds)'",
    ]);
  });
});
