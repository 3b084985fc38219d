export interface ProgressBarProps {
  /** 0-100; values outside are clamped. */
  value: number;
  label: string;
  className?: string;
  barClassName?: string;
}

export function ProgressBar({ value, label, className = '', barClassName = 'bg-primary' }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={`h-2.5 w-full overflow-hidden rounded-full bg-surface-2 ${className}`}
    >
      <div className={`h-full rounded-full transition-[width] duration-500 ${barClassName}`} style={{ width: `${clamped}%` }} />
    </div>
  );
}
