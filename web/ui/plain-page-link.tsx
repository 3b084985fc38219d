// A link to one of Rise's plain pages (issue 31: the privacy notice, the community standards and the
// terms; issue 55: the credits of Shorts' sample clips), public/<page>.html served at /<page>, kept
// offline by the service worker. It opens in a new
// tab, so that what is half written where it is linked from (a sign-up, a pep talk, a report) stays.
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';

export type PlainPage = 'privacy' | 'community-standards' | 'terms' | 'credits';

/**
 * `inherit`: in the colour of the text around it (on a tinted card), not the primary colour. `className`
 * for a link that stands alone (not in a sentence), which needs a 44 px target.
 */
export function PlainPageLink({
  page,
  children,
  inherit = false,
  className = '',
}: {
  page: PlainPage;
  children: ReactNode;
  inherit?: boolean;
  className?: string;
}) {
  return (
    <a
      href={`/${page}`}
      target="_blank"
      rel="noopener"
      className={`font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-primary ${inherit ? '' : 'text-primary hover:text-primary-strong'} ${className}`}
    >
      {children}
      <ExternalLink aria-hidden className="ml-0.5 inline h-3.5 w-3.5 align-baseline" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
