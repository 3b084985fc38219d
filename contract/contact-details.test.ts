import { describe, expect, it } from 'vitest';
import { findContactDetails } from './contact-details';
import cases from './contact-details.cases.json' with { type: 'json' };

describe('contact details in a message', () => {
  it.each(cases.caught)('catches $kind in "$text"', ({ text, kind }) => {
    expect(findContactDetails(text)).toBe(kind);
  });

  it.each(cases.passed)('lets "%s" through', (text) => {
    expect(findContactDetails(text)).toBeNull();
  });

  it('answers adversarial 1,000-character texts', () => {
    for (const text of ['1 '.repeat(500), '@'.repeat(1000), 'a.'.repeat(500), 'a '.repeat(500) + 'lane', '9'.repeat(1000)]) {
      expect(['phone', 'email', 'address', 'handle', 'link', null]).toContain(findContactDetails(text));
    }
  });
});
