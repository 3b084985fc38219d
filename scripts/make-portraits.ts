// Draws each mentor's illustrated portrait (a flat head-and-shoulders picture from basic shapes) from
// server/features/mentors/catalogue.json into public/assets/mentors/<slug>.svg, and removes pictures of
// mentors no longer in the catalogue. No photographs of real people, nothing fetched. The output is
// committed; run `npx tsx scripts/make-portraits.ts` again after changing the catalogue (same input,
// same files).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import catalogue from '../server/features/mentors/catalogue.json' with { type: 'json' };

export interface Portrait {
  skin: string;
  hair: string;
  hairStyle: string;
  background: string;
  shirt: string;
  accessory: string;
}

const INK = '#1f2937';

/** Hair behind the head (long styles), drawn first. */
function hairBehind(p: Portrait): string {
  if (p.hairStyle === 'long') return `<path d="M122 170c0-62 34-98 78-98s78 36 78 98v120h-156z" fill="${p.hair}"/>`;
  if (p.hairStyle === 'locs') return `<path d="M116 168c0-60 38-96 84-96s84 36 84 96l6 112h-180z" fill="${p.hair}"/>`;
  if (p.hairStyle === 'hijab')
    return `<path d="M112 186c0-70 38-112 88-112s88 42 88 112v70c0 30-40 52-88 52s-88-22-88-52z" fill="${p.hair}"/>`;
  return '';
}

/** Hair on top of the head, drawn after the face. */
function hairFront(p: Portrait): string {
  switch (p.hairStyle) {
    case 'short':
      return `<path d="M136 164c-4-50 26-80 64-80s70 28 64 80c-10-22-30-34-64-36-32 2-54 14-64 36z" fill="${p.hair}"/>`;
    case 'long':
      return `<path d="M134 172c-2-52 28-84 66-84s68 32 66 84c-18-30-44-42-66-44-24 2-50 14-66 44z" fill="${p.hair}"/>`;
    case 'curly':
      return [-15, 15, 45, 75, 105, 135, 165, 195]
        .map((a) => {
          const r = (a * Math.PI) / 180;
          return `<circle cx="${Math.round(200 + 62 * Math.cos(r))}" cy="${Math.round(160 - 58 * Math.sin(r))}" r="24" fill="${p.hair}"/>`;
        })
        .join('')
        .concat(`<circle cx="200" cy="100" r="30" fill="${p.hair}"/>`);
    case 'bun':
      return `<circle cx="200" cy="78" r="24" fill="${p.hair}"/><path d="M136 166c-2-48 28-78 64-78s66 30 64 78c-14-24-38-36-64-36s-50 12-64 36z" fill="${p.hair}"/>`;
    case 'buzz':
      return `<path d="M140 150c4-38 30-60 60-60s56 22 60 60c-16-12-36-18-60-18s-44 6-60 18z" fill="${p.hair}" opacity="0.85"/>`;
    case 'locs':
      return `<path d="M134 170c-4-54 26-86 66-86s70 32 66 86c-16-26-38-38-66-40-28 2-50 14-66 40z" fill="${p.hair}"/>`;
    case 'hijab':
      return `<path d="M130 176c0-56 30-90 70-90s70 34 70 90c-14-28-40-42-70-42s-56 14-70 42z" fill="${p.hair}"/>`;
    default:
      return '';
  }
}

function accessory(p: Portrait): string {
  switch (p.accessory) {
    case 'glasses':
      return `<g fill="none" stroke="${INK}" stroke-width="5"><circle cx="174" cy="182" r="18"/><circle cx="226" cy="182" r="18"/><path d="M192 182h16"/></g>`;
    case 'earrings':
      return `<circle cx="138" cy="214" r="6" fill="#f59e0b"/><circle cx="262" cy="214" r="6" fill="#f59e0b"/>`;
    case 'beard':
      return `<path d="M146 200c6 48 28 70 54 70s48-22 54-70c-12 20-30 28-54 28s-42-8-54-28z" fill="${p.hair}"/>`;
    default:
      return '';
  }
}

export function portraitSvg(p: Portrait): string {
  const ears =
    p.hairStyle === 'hijab' ? '' : `<circle cx="138" cy="192" r="14" fill="${p.skin}"/><circle cx="262" cy="192" r="14" fill="${p.skin}"/>`;
  return [
    // 2:1, the person in the middle: a card's wide picture shows them whole, a round avatar crops the sides.
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="-200 0 800 400">',
    `<rect x="-200" width="800" height="400" fill="${p.background}"/>`,
    `<circle cx="420" cy="90" r="60" fill="#ffffff" opacity="0.35"/><circle cx="-40" cy="320" r="80" fill="#ffffff" opacity="0.25"/>`,
    `<circle cx="520" cy="330" r="30" fill="#ffffff" opacity="0.3"/><circle cx="-120" cy="70" r="26" fill="#ffffff" opacity="0.3"/>`,
    hairBehind(p),
    `<path d="M96 400c0-70 46-112 104-112s104 42 104 112z" fill="${p.shirt}"/>`,
    `<rect x="180" y="236" width="40" height="60" rx="18" fill="${p.skin}"/>`,
    `<path d="M176 290l24 22 24-22" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.6"/>`,
    ears,
    `<ellipse cx="200" cy="186" rx="62" ry="72" fill="${p.skin}"/>`,
    hairFront(p),
    `<path d="M160 160q14-10 28 0M212 160q14-10 28 0" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>`,
    `<circle cx="174" cy="182" r="7" fill="${INK}"/><circle cx="226" cy="182" r="7" fill="${INK}"/>`,
    `<circle cx="160" cy="212" r="10" fill="#f472b6" opacity="0.3"/><circle cx="240" cy="212" r="10" fill="#f472b6" opacity="0.3"/>`,
    `<path d="M178 222q22 20 44 0" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>`,
    accessory(p),
    '</svg>',
    '',
  ].join('');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = join(import.meta.dirname, '..', 'public', 'assets', 'mentors');
  mkdirSync(dir, { recursive: true });
  const wanted = new Set(catalogue.map((m) => `${m.slug}.svg`));
  for (const file of readdirSync(dir)) if (file.endsWith('.svg') && !wanted.has(file)) rmSync(join(dir, file));
  for (const m of catalogue) writeFileSync(join(dir, `${m.slug}.svg`), portraitSvg(m.portrait));
  console.log(`${catalogue.length} portraits in ${dir}`);
}
