// Mind Gym's narration (issue 55): every session step and preset affirmation has its recording, and the
// key of a text does not depend on how its spaces fall.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUIDED_SESSIONS } from '../../../contract/guided-sessions';
import { narrationKey, narrationUrl } from '../../../contract/narration';
import presets from './presets.json' with { type: 'json' };

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('narration', () => {
  it('has a recording, on disk, of every guided step and preset affirmation (npx tsx scripts/make-narration.ts)', () => {
    const texts = [...GUIDED_SESSIONS.flatMap((s) => s.steps.map((step) => step.text)), ...presets];
    for (const text of texts) {
      const url = narrationUrl(text);
      expect([text, url !== null]).toEqual([text, true]);
      expect([text, existsSync(path.join(ROOT, 'public', url!))]).toEqual([text, true]);
    }
  });

  it('knows nothing of words a teen wrote themselves, and keys words alike however their spaces fall', () => {
    expect(narrationUrl('I can do hard things, said by me alone')).toBeNull();
    expect(narrationKey('  Breathe in   slowly. ')).toBe(narrationKey('Breathe in slowly.'));
    expect(narrationKey('Breathe in slowly.')).not.toBe(narrationKey('Breathe out slowly.'));
    expect(narrationKey('x')).toMatch(/^[0-9a-f]{8}$/);
  });
});
