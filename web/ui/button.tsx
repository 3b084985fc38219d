import type { ComponentProps } from 'react';

type Variant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
type Size = 'md' | 'sm' | 'icon';

const VARIANTS: Record<Variant, string> = {
  // The one strong action of a screen: the primary colour with the tactile press (DESIGN.md).
  primary: 'press bg-primary text-on-primary hover:brightness-110',
  secondary: 'bg-primary-soft text-primary hover:brightness-95',
  outline: 'border-2 border-line bg-surface text-fg hover:bg-surface-2',
  ghost: 'text-fg hover:bg-surface-2',
  danger: 'bg-danger-strong text-white hover:brightness-110',
};

// Every size keeps a 44 px touch target (ARCHITECTURE → Web).
const SIZES: Record<Size, string> = {
  md: 'h-11 px-5 text-sm',
  sm: 'h-11 px-3 text-sm',
  icon: 'h-11 w-11',
};

export function buttonClass(variant: Variant = 'primary', size: Size = 'md', extra = '') {
  return `inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-control font-bold transition-ui focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:pointer-events-none disabled:opacity-50 ${VARIANTS[variant]} ${SIZES[size]} ${extra}`;
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: Variant;
  size?: Size;
}

export function Button({ variant, size, className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
