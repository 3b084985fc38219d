// Every link and image of README.md and docs/**/*.md must resolve inside the repository: a relative
// target must name a file or folder that exists (and a #anchor into a Markdown file, one of its
// headings), nothing may leave the repository (../ past its root, another site, any other scheme), and
// http(s) addresses may only be localhost examples shown as code. It lives beside the lint rules' tests
// because it is a lint of the prose, and eslint/ is in the `unit` Vitest project (vitest.config.ts).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** README.md and every Markdown file under docs/, relative to the root, with '/' separators. */
function markdownFiles(): string[] {
  const found = ['README.md'];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(ROOT, dir)).sort()) {
      const rel = `${dir}/${name}`;
      if (statSync(path.join(ROOT, rel)).isDirectory()) walk(rel);
      else if (name.endsWith('.md')) found.push(rel);
    }
  };
  walk('docs');
  return found;
}

const blank = (s: string) => s.replace(/[^\n]/g, ' ');

/** The text with fenced code blocks blanked out (same length, same lines). */
function withoutFences(text: string): string {
  const lines = text.split('\n');
  let fence: string | null = null;
  return lines
    .map((line) => {
      if (fence === null) {
        const open = /^ {0,3}(`{3,}|~{3,})/.exec(line);
        if (!open) return line;
        fence = open[1]!;
        return blank(line);
      }
      if (new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`).test(line)) fence = null;
      return blank(line);
    })
    .join('\n');
}

/** The text with fenced code blocks and inline code spans blanked out (same length, same lines). */
function withoutCode(text: string): string {
  const source = withoutFences(text);
  let out = '';
  let i = 0;
  while (i < source.length) {
    if (source[i] !== '`') {
      out += source[i];
      i += 1;
      continue;
    }
    let run = 0;
    while (source[i + run] === '`') run += 1;
    // A code span closes with a run of exactly as many backticks; without one, the backticks are text.
    const closing = new RegExp(`(?<!\`)\`{${run}}(?!\`)`, 'g');
    closing.lastIndex = i + run;
    const close = closing.exec(source);
    const end = close ? close.index + run : i + run;
    out += close ? blank(source.slice(i, end)) : source.slice(i, end);
    i = end;
  }
  return out;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped (but '-' and '_'), spaces to '-'. */
function slugOf(heading: string): string {
  return heading
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a Markdown file offers: its headings' slugs (a repeat gets -1, -2...) and HTML ids. */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFences(text).split('\n')) {
    const heading = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (!heading) continue;
    const slug = slugOf(heading[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  for (const match of withoutCode(text).matchAll(/<[a-z][^>]*\s(?:id|name)\s*=\s*["']([^"']+)["']/gi)) anchors.add(match[1]!);
  return anchors;
}

interface Link {
  target: string;
  index: number;
}

/** Every link and image target outside code: inline, reference definitions, and HTML src/href. */
function linksIn(text: string): Link[] {
  const prose = withoutCode(text);
  const links: Link[] = [];
  const inline = /\]\(\s*(<[^>\n]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
  for (const m of prose.matchAll(inline)) links.push({ target: m[1]!, index: m.index });
  for (const m of prose.matchAll(/^ {0,3}\[[^\]]+\]:[ \t]*(<[^>\n]*>|\S+)/gm)) links.push({ target: m[1]!, index: m.index });
  for (const m of prose.matchAll(/<(?:img|a|source|link|video|audio)\b[^>]*?\s(?:src|href|srcset|poster)\s*=\s*["']([^"']*)["']/gi)) {
    links.push({ target: m[1]!, index: m.index });
  }
  return links.map((l) => ({ ...l, target: l.target.replace(/^<(.*)>$/, '$1') }));
}

const normalLabel = (label: string) => label.trim().replace(/\s+/g, ' ').toLowerCase();

function isLocalhost(url: string): boolean {
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** What is wrong with the links of one Markdown file (`file` relative to the root), one line each. */
function problemsIn(file: string, text: string): string[] {
  const prose = withoutCode(text);
  const problems: { line: number; message: string }[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const say = (index: number, target: string, what: string) => {
    const line = lineOf(index);
    problems.push({ line, message: `${file}:${line}: ${target} ${what}` });
  };

  for (const { target, index } of linksIn(text)) {
    if (target === '') {
      say(index, '(empty)', 'is an empty link');
      continue;
    }
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) {
      if (/^https?:/i.test(target) && isLocalhost(target)) say(index, target, 'is a localhost address: show it as code, not as a link');
      else say(index, target, 'points outside the repository');
      continue;
    }
    const [pathPart = '', anchor] = target.split('#', 2) as [string, string | undefined];
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathPart.replace(/\?.*$/, ''));
    } catch {
      say(index, target, 'is not a valid address');
      continue;
    }
    const resolved =
      decoded === '' ? path.join(ROOT, file) : path.join(decoded.startsWith('/') ? ROOT : path.dirname(path.join(ROOT, file)), decoded);
    const relative = path.relative(ROOT, resolved);
    if (relative.startsWith('..') || path.isAbsolute(relative)) {
      say(index, target, 'leaves the repository');
      continue;
    }
    const self = relative.split(path.sep).join('/') === file;
    if (!self && !existsSync(resolved)) {
      say(index, target, 'does not exist');
      continue;
    }
    if (anchor === undefined || !resolved.endsWith('.md')) continue;
    if (!self && statSync(resolved).isDirectory()) continue;
    const anchors = anchorsOf(self ? text : readFileSync(resolved, 'utf8'));
    if (!anchors.has(decodeURIComponent(anchor).toLowerCase())) say(index, target, `has no heading #${anchor}`);
  }

  // Reference-style links and images: [text][label], [text][] and their definitions.
  const defined = new Set([...prose.matchAll(/^ {0,3}\[([^\]]+)\]:/gm)].map((m) => normalLabel(m[1]!)));
  for (const m of prose.matchAll(/\[([^\]]*)\]\[([^\]]*)\]/g)) {
    const label = normalLabel(m[2] || m[1]!);
    if (!defined.has(label)) say(m.index, `[${m[1]}][${m[2]}]`, 'uses a reference that is not defined');
  }

  // Addresses anywhere, code included: another site never; localhost only as code.
  for (const m of text.matchAll(/\bhttps?:\/\/[^\s<>()"'`\]]+/gi)) {
    if (!isLocalhost(m[0])) say(m.index, m[0], 'is an address outside the repository');
    else if (prose.slice(m.index, m.index + m[0].length) === m[0])
      say(m.index, m[0], 'is a localhost address outside code: show it as code');
  }
  // In the order of the file's lines (a sort keeps the order within a line).
  return [...new Set(problems.sort((a, b) => a.line - b.line).map((p) => p.message))];
}

describe('links in README.md and docs/', () => {
  const files = markdownFiles();

  it('finds README.md and the docs pages', () => {
    expect(files).toContain('README.md');
    expect(files.filter((f) => f.startsWith('docs/decisions/')).length).toBeGreaterThan(0);
    expect(linksIn(readFileSync(path.join(ROOT, 'README.md'), 'utf8')).length).toBeGreaterThan(5);
  });

  it.each(files)('%s: every link and image resolves', (file) => {
    expect(problemsIn(file, readFileSync(path.join(ROOT, file), 'utf8'))).toEqual([]);
  });
});

describe('the link check itself', () => {
  const check = (text: string) => problemsIn('docs/example.md', text);

  it('accepts links that resolve', () => {
    const text = [
      '# Example page',
      '## A `code` heading, with punctuation!',
      'See [the README](../README.md), [its start](../README.md#quick-start), [here](#example-page),',
      '[again](#a-code-heading-with-punctuation), ![a shot](screenshots/home-phone.png), [records](decisions/),',
      '<img src="screenshots/home-phone.png" alt="">, [ref][readme] and `http://localhost:3000`.',
      '',
      '[readme]: ../README.md',
    ].join('\n');
    expect(check(text)).toEqual([]);
  });

  it('ignores what is shown as code', () => {
    expect(check('`[x](missing.md)`\n\n```\n[y](missing.md) http://localhost:3000\n```\n')).toEqual([]);
  });

  it('names the file, the line and the link that is broken', () => {
    const text = [
      '# Example',
      '[missing](no-such-page.md)',
      '[outside](../../shared/SPEC.md)',
      '[site](https://example.com/page)',
      '[bad anchor](../README.md#no-such-heading)',
      '[own anchor](#nowhere)',
      '![picture](screenshots/none.png)',
      '[undefined][nothing]',
      'Bare https://example.org and http://localhost:3000 outside code.',
      '[ref]: ../../elsewhere.md',
    ].join('\n');
    expect(check(text)).toEqual([
      'docs/example.md:2: no-such-page.md does not exist',
      'docs/example.md:3: ../../shared/SPEC.md leaves the repository',
      'docs/example.md:4: https://example.com/page points outside the repository',
      'docs/example.md:4: https://example.com/page is an address outside the repository',
      'docs/example.md:5: ../README.md#no-such-heading has no heading #no-such-heading',
      'docs/example.md:6: #nowhere has no heading #nowhere',
      'docs/example.md:7: screenshots/none.png does not exist',
      'docs/example.md:8: [undefined][nothing] uses a reference that is not defined',
      'docs/example.md:9: https://example.org is an address outside the repository',
      'docs/example.md:9: http://localhost:3000 is a localhost address outside code: show it as code',
      'docs/example.md:10: ../../elsewhere.md leaves the repository',
    ]);
  });
});
