// The word clusters of clusters.json (issue 51): 60,000 common English words grouped by meaning by
// scripts/build-word-clusters.ts. The model reads a word's cluster; the reader asks whether a word is a
// common English word before it reads it as words run together ("deadline" is not "dead line").
import clusterFile from './clusters.json' with { type: 'json' };

const CLUSTER = new Map<string, number>();
clusterFile.clusters.forEach((words, id) => {
  for (const word of words.split(' ')) CLUSTER.set(word, id);
});

/** A word's cluster of words alike in meaning, by its spelling or else its lemma. */
export const clusterOf = (w: { text: string; lemma: string }): number | undefined => CLUSTER.get(w.text) ?? CLUSTER.get(w.lemma);

/** Whether a lower-case word is one of the 60,000 common English words. */
export const isCommonWord = (word: string): boolean => CLUSTER.has(word);
