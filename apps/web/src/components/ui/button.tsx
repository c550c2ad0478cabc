import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Spinner } from '@/components/ui/spinner';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'glass';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-fg shadow-sm hover:bg-primary-hover',
  accent: 'bg-accent text-accent-fg shadow-sm hover:bg-accent-hover',
  secondary: 'bg-primary-soft text-primary-text hover:bg-primary-soft/70',
  outline: 'border border-line bg-surface text-fg hover:border-primary/50 hover:text-primary-text',
  ghost: 'text-fg hover:bg-surface-2',
  danger: 'bg-danger text-danger-fg hover:opacity-90',
  // For use on the always-dark stage (hero, auth artwork).
  glass: 'border border-white/25 bg-white/10 text-white backdrop-blur hover:bg-white/20',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 gap-1.5 rounded-lg px-3 text-sm',
  md: 'h-11 gap-2 rounded-xl px-5 text-sm',
  lg: 'h-12 gap-2 rounded-xl px-6 text-base',
  icon: 'size-10 rounded-xl',
};

type VariantOptions = { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean; className?: string };

/** Button classes, also for links that look like buttons (`<Link className={buttonVariants()}>`). */
export function buttonVariants({
  variant = 'primary',
  size = 'md',
  fullWidth,
  className,
}: VariantOptions = {}) {
  return clsx(
    'inline-flex shrink-0 cursor-pointer items-center justify-center font-semibold whitespace-nowrap transition-colors duration-150 select-none',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
    fullWidth && 'w-full',
    className,
  );
}

export type ButtonProps = ComponentProps<'button'> &
  Omit<VariantOptions, 'className'> & {
    /** Shows a spinner and disables the button while an action runs. */
    isLoading?: boolean;
  };

export function Button({
  variant,
  size,
  fullWidth,
  isLoading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={buttonVariants({ variant, size, fullWidth, className })}
      {...props}
    >
      {isLoading && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
