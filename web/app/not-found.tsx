import { Link } from 'wouter';
import { buttonClass } from '../ui/button';

/** SPEC §2: any path that is not a route. */
export function NotFound() {
  return (
    <div className="mx-auto mt-10 max-w-sm rounded-card border border-line bg-surface p-6 text-center shadow-card">
      <h2 className="text-2xl font-bold">404 Page Not Found</h2>
      <p className="mt-2 text-sm text-muted">Did you forget to add the page to the router?</p>
      {/* SPEC's words are for the people who build Rise; this line is for the teen who followed an old link. */}
      <p className="mt-3">There's nothing here. The link may be old or mistyped. Everything in Rise starts from Home.</p>
      <Link href="/" className={buttonClass('primary', 'md', 'mt-6')}>
        Go home
      </Link>
    </div>
  );
}
