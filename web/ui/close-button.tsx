// The round X that closes a message card (a care card, an offer): 44 px, named for what it closes.
import { X } from 'lucide-react';

export interface CloseButtonProps {
  /** Its accessible name: "Close this message", "Dismiss". */
  label: string;
  onClick(): void;
  className?: string;
}

export function CloseButton({ label, onClick, className = '-mr-2 -mt-2' }: CloseButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`grid h-11 w-11 shrink-0 place-items-center rounded-full hover:bg-surface/50 focus-visible:outline-2 focus-visible:outline-primary ${className}`}
    >
      <X aria-hidden className="h-5 w-5" />
    </button>
  );
}
