import { cx } from '@/lib/cx';

/** `onBrand*` variants sit on a brand-coloured background. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'onBrand' | 'onBrandOutline';
export type ButtonSize = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:shadow-none';

// A disabled button must not look like one that works: faded brand colour still reads as
// "press me", so disabled buttons turn grey (the `disabled:` variants win over `hover:`).
const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-brand text-on-brand shadow-sm hover:bg-brand-hover focus-visible:outline-ring disabled:bg-line disabled:text-muted',
  secondary:
    'border border-line bg-raised text-fg shadow-sm hover:bg-surface focus-visible:outline-ring disabled:bg-surface disabled:text-muted',
  ghost:
    'text-fg hover:bg-surface focus-visible:outline-ring disabled:bg-transparent disabled:text-muted',
  onBrand:
    'bg-white text-brand shadow-sm hover:bg-brand-soft focus-visible:outline-white disabled:opacity-60',
  onBrandOutline:
    'text-white ring-1 ring-white/70 hover:bg-white/10 focus-visible:outline-white disabled:opacity-60',
};

const sizes: Record<ButtonSize, string> = {
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

/** Button look for <button> and <a> alike, so links styled as buttons stay links. */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
): string {
  return cx(base, variants[variant], sizes[size], className);
}
