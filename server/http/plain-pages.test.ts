// Issue 31: the privacy notice, the community standards and the terms are served at their own paths to
// anyone, signed in or not, as the real files in public/, under the same strict headers as the app.
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_KEPT_FOR_DAYS, KEPT_FOR_DAYS } from '../../contract/safety-rules';
import { AGE_GATE_MS } from '../auth/age-gate';
import { loadConfig } from '../config';
import { type TestApp, createTestApp } from '../test/app';
import { PLAIN_PAGES } from './spa';

const HEADINGS: Record<(typeof PLAIN_PAGES)[number], string> = {
  privacy: 'Privacy: what Rise keeps',
  'community-standards': 'Community Standards',
  terms: 'Terms',
  credits: 'Credits',
};

let web: TestApp;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'rise-pages-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Rise app</title>');
  for (const file of [...PLAIN_PAGES.map((p) => `${p}.html`), 'pages.css', 'page-theme.js'])
    copyFileSync(join('public', file), join(dir, file));
  web = await createTestApp({}, (c) => {
    c.staticDir = dir;
  });
});
afterAll(() => web.close());

describe('the plain pages', () => {
  it.each(PLAIN_PAGES)('serves /%s signed out, as its own page with the strict CSP', async (page) => {
    for (const url of [`/${page}`, `/${page}/`, `/${page}.html`]) {
      const response = await web.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(String(response.headers['content-type'])).toMatch(/^text\/html/);
      expect(response.body).toContain(`<h1>${HEADINGS[page]}</h1>`);
      expect(response.body).not.toContain('Rise app');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
  });

  it.each(PLAIN_PAGES)('%s.html needs no inline script or style, links to the others and back to the app', (page) => {
    const html = readFileSync(join('public', `${page}.html`), 'utf8');
    expect(html).not.toMatch(/<script>|<script(?![^>]*\ssrc=)[^>]*>|<style|\sstyle=|\son[a-z]+=/i);
    expect(html).toContain('<a class="back" href="/">Back to Rise</a>');
    for (const other of PLAIN_PAGES) expect(html).toContain(`href="/${other}"`);
    expect(html).toContain(`href="/${page}" aria-current="page"`);
  });

  it('gives the same times as the code for what is kept and for how long a session lasts', () => {
    const privacy = readFileSync(join('public', 'privacy.html'), 'utf8');
    const { session } = loadConfig({});
    const days = (ms: number) => ms / (24 * 3_600_000);
    expect(privacy).toContain(`it stays ${CASE_KEPT_FOR_DAYS} more days`);
    expect(privacy).toContain(`kept for the safety team for ${KEPT_FOR_DAYS} days`);
    expect(privacy).toContain(`up to ${days(session.maxMs)} days, or until you have not visited for ${days(session.idleMs)} days`);
    expect(privacy).toContain(`for ${AGE_GATE_MS / 3_600_000} hours`);
  });
});
