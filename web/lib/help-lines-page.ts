// The help-lines page's own script (public/help-lines.js is this file bundled by
// scripts/make-help-lines.ts; the page allows no inline script). The page lists every country's lines
// in the table's order, which is what it shows with scripts off; this moves the lines of the country
// the browser's settings point to to the top and says why. Nothing is sent anywhere.
import { browserCountry, countryByCode } from './help-lines';

const code = browserCountry();
const list = document.getElementById('countries');
const section = code && document.getElementById(`lines-${code}`);
if (list && section) {
  list.prepend(section);
  section.classList.add('here');
  const note = document.getElementById('where');
  if (note) {
    note.textContent = `${countryByCode(code).name} comes first because this device's language and time zone point there. Rise does not send or keep this.`;
    note.hidden = false;
  }
}
