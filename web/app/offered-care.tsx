// The care card above a screen when a feature offered it (web/lib/care-offer.ts, issue 51): after a name
// at sign-up or in Settings, or a board's words, spoke of hurting oneself. Its code loads only then.
import { closeCare, useCareOffered } from '../lib/care-offer';
import { lazyWithPreload } from '../ui/lazy';

const CareCard = lazyWithPreload(() => import('../ui/care-card').then((m) => ({ default: m.CareCard })));

export function OfferedCare() {
  const offered = useCareOffered();
  return offered ? <CareCard.Component onClose={closeCare} /> : null;
}
