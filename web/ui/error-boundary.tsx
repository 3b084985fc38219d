// When a part of the app could not load (its code did not arrive: offline, or a new version replaced
// the old files), it says so and offers Retry instead of taking the whole app down with it.
import { Component, type ReactNode } from 'react';
import { Button } from './button';

interface Props {
  /** What to show instead; by default a short message with Retry. `null` shows nothing. */
  fallback?: ReactNode;
  children: ReactNode;
}

export class LoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('A part of Rise could not load.', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <div role="alert" className="rounded-card border border-dashed border-line p-6 text-center text-sm text-muted">
        <p>Couldn't load this part of Rise. Check your connection and try again.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => this.setState({ failed: false })}>
          Retry
        </Button>
      </div>
    );
  }
}
