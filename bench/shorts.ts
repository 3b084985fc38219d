// Leadership Shorts on a phone: the bytes fetched before the first video can start (page, scripts,
// poster, the first video's index and first second). Its Lighthouse score is in bench/lighthouse.ts.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { WEB, startApp } from './app-server';
import { runIfMain } from './main';

export interface ShortsReport {
  bytes: { name: string; bytes: number }[];
  totalBytes: number;
}

/** Bytes on the wire for one GET, as a phone would fetch it (compressed where the server compresses). */
function wireBytes(base: string, url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${url}`, { headers: { 'accept-encoding': 'br, gzip', ...headers } }, (res) => {
      let n = 0;
      res.on('data', (chunk: Buffer) => (n += chunk.length));
      res.on('end', () => (res.statusCode && res.statusCode < 400 ? resolve(n) : reject(new Error(`${url}: ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Where the media index ends and how many bytes one second of media takes, from the MP4's top-level boxes. */
function videoStartBytes(file: string): { indexEnd: number; firstSecond: number } {
  const data = readFileSync(file);
  let offset = 0;
  let moovEnd = 0;
  let mdatSize = 0;
  let duration = 0;
  while (offset + 8 <= data.length) {
    const size = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    if (type === 'moov') {
      moovEnd = offset + size;
      // mvhd (version 0): timescale at +20, duration at +24 within the box.
      const mvhd = data.indexOf('mvhd', offset, 'latin1');
      if (mvhd > 0) duration = data.readUInt32BE(mvhd + 20) / data.readUInt32BE(mvhd + 16);
    }
    if (type === 'mdat') mdatSize = size;
    if (size < 8) break;
    offset += size;
  }
  if (!moovEnd || !mdatSize || !duration) throw new Error(`${file}: not a faststart MP4`);
  return { indexEnd: moovEnd, firstSecond: Math.ceil(mdatSize / duration) };
}

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

function chunkFiles(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key]!;
  return [chunk.file, ...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen))];
}

export async function runShorts(): Promise<ShortsReport> {
  console.log('\nLeadership Shorts on a phone');
  const server = await startApp('bench-shorts');
  const { base } = server;
  try {
    const cookie = await server.demoCookie();
    const videos = (await (await fetch(`${base}/api/videos`, { headers: { cookie } })).json()) as { videoUrl: string; posterUrl: string }[];
    const first = videos[0]!;

    const manifest = JSON.parse(readFileSync(path.join(WEB, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
    // The screen's chunk: named by its source, or (when a lazy part of it shares its code) by its file.
    const shortsKey = Object.keys(manifest).find(
      (k) => manifest[k]!.src?.endsWith('features/shorts/shorts-page.tsx') || manifest[k]!.file.includes('/shorts-page-'),
    )!;
    const seen = new Set<string>();
    // The app's own chunk comes beside the entry (index.html preloads it).
    const appKey = Object.keys(manifest).find((k) => manifest[k]!.name === 'app')!;
    const assets = [
      ...chunkFiles(manifest, entryKey, seen),
      ...chunkFiles(manifest, appKey, seen),
      ...chunkFiles(manifest, shortsKey, seen),
    ];

    const bytes: ShortsReport['bytes'] = [];
    bytes.push({ name: 'page (/leadership-shorts, with its theme script)', bytes: await wireBytes(base, '/leadership-shorts') });
    let scripts = 0;
    for (const file of assets) scripts += await wireBytes(base, `/${file}`);
    bytes.push({ name: `scripts and styles (${assets.length} files)`, bytes: scripts });
    bytes.push({
      name: 'current user + video list (API)',
      bytes: (await wireBytes(base, '/api/users/current', { cookie })) + (await wireBytes(base, '/api/videos', { cookie })),
    });
    bytes.push({ name: 'first poster', bytes: await wireBytes(base, first.posterUrl) });
    const start = videoStartBytes(path.join(WEB, first.videoUrl));
    bytes.push({ name: 'first video: index (moov)', bytes: start.indexEnd });
    bytes.push({ name: 'first video: first second of media', bytes: start.firstSecond });
    const totalBytes = bytes.reduce((n, b) => n + b.bytes, 0);
    console.log('Bytes a phone fetches before the first video can start:');
    for (const b of bytes) console.log(`  ${b.name.padEnd(40)} ${(b.bytes / 1024).toFixed(1).padStart(7)} KB`);
    console.log(`  ${'total'.padEnd(40)} ${(totalBytes / 1024).toFixed(1).padStart(7)} KB`);

    return { bytes, totalBytes };
  } finally {
    await server.close();
  }
}

runIfMain(import.meta, runShorts);
