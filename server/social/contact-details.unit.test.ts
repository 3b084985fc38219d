// Issue 51: contact details on the development corpus (server/social/corpus/dev). Every text that gives
// contact details or invites someone off Rise is caught, and every everyday text and ordinary mentor reply
// passes. The rules are changed by reading these cases only; the evaluation set (corpus/eval) is never
// read here, and `npm run bench` gives the held-out figures.
import { describe, expect, it } from 'vitest';
import { findContactDetails } from '../../contract/contact-details';
import contact from './corpus/dev/contact.json' with { type: 'json' };
import everyday from './corpus/dev/everyday.json' with { type: 'json' };
import mentorReplies from './corpus/dev/mentor-replies.json' with { type: 'json' };

describe('contact details on the development corpus', () => {
  it('catches every contact detail and invitation off Rise', () => {
    const missed = contact.cases.filter((text) => findContactDetails(text) === null);
    expect(missed).toEqual([]);
  });

  it('lets every everyday text through', () => {
    const stopped = everyday.cases.filter((text) => findContactDetails(text) !== null);
    expect(stopped).toEqual([]);
  });

  it('lets every ordinary mentor reply through', () => {
    const stopped = mentorReplies.cases.filter((text) => findContactDetails(text) !== null);
    expect(stopped).toEqual([]);
  });
});
