// Fills in package-lock.json's entries for other platforms' optional packages (rollup's, tailwind
// oxide's, ...). npm 11 writes some of them as bare `{ "optional": true }` stubs or leaves them out,
// and `npm ci` then stops ("Invalid Version:" or "Missing: ... from lock file"). Each one gets the
// entry npm itself writes for a package it resolved: version, resolved, integrity, os, cpu, libc.
// Run by scripts/lockfile.sh; reads the npm registry, nothing else.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

// Stubs without a version are what npm ci cannot read: drop them and place each package afresh.
for (const [path, entry] of Object.entries(packages)) {
  if (path && !entry.version && !entry.link) delete packages[path];
}

/** Where Node would find `name` from the package at `from` (its own node_modules, then each parent's). */
function resolveFrom(from, name) {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return null;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

let added = 0;
for (const [path, entry] of Object.entries({ ...packages })) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolveFrom(path, name)) continue;
    const response = await fetch(`https://registry.npmjs.org/${name.replace('/', '%2f')}/${encodeURIComponent(range)}`);
    if (!response.ok) throw new Error(`${name}@${range}: the registry answered ${response.status}`);
    const manifest = await response.json();
    const place = packages[`node_modules/${name}`] ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    const fresh = {
      version: manifest.version,
      integrity: manifest.dist.integrity,
    };
    for (const key of ['cpu', 'license', 'libc', 'os', 'engines']) {
      if (manifest[key] !== undefined) fresh[key] = manifest[key];
    }
    if (entry.dev) fresh.dev = true;
    fresh.optional = true;
    packages[place] = fresh;
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, 'en')));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} optional packages for other platforms filled in`);
