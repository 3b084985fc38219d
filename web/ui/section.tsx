// A titled part of a screen: its heading names the region for screen readers; an action may sit beside it.
import { type ReactNode, useId } from 'react';

export interface SectionProps {
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function Section({ title, action, className = 'mt-6', children }: SectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`@container ${className}`}>
      <div className="flex items-center justify-between">
        <h2 id={id} className="text-xl font-extrabold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
