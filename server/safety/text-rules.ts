// The safety rules every place where one person's words reach another applies on the server, built
// once (SPEC-wide principle): today contact details in mentor messages; the text filter joins here.
import { CONTACT_DETAILS_MESSAGE, findContactDetails } from '../../contract/contact-details';
import { HttpProblem } from '../http/problems';

/** 400 with SPEC's safety message when the text holds a phone number, an address, a handle or a link. */
export function refuseContactDetails(text: string, field = 'text'): void {
  if (findContactDetails(text) !== null) throw new HttpProblem(400, CONTACT_DETAILS_MESSAGE, { [field]: CONTACT_DETAILS_MESSAGE });
}
