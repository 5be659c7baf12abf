import Link from 'next/link';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ComponentProps } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost';

interface Look {
  variant?: ButtonVariant;
  size?: 'md' | 'small';
  block?: boolean;
}

export function buttonClass(
  { variant = 'primary', size = 'md', block = false }: Look,
  extra?: string,
): string {
  return [
    styles.button,
    styles[variant],
    size === 'small' && styles.small,
    block && styles.block,
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...rest
}: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={buttonClass({ variant, size, block }, className)} {...rest} />
  );
}

export function ButtonLink({
  variant,
  size,
  block,
  className,
  ...rest
}: Look & ComponentProps<typeof Link>) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...rest} />;
}

/** A plain anchor that looks like a button: downloads and API files, which client routing must not take. */
export function ButtonAnchor({
  variant,
  size,
  block,
  className,
  ...rest
}: Look & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={buttonClass({ variant, size, block }, className)} {...rest} />;
}
