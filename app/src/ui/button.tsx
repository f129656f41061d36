import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'ghost-danger';

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant: ButtonVariant;
  size?: 'small';
  /** 'button' unless it submits a form. */
  type?: 'button' | 'submit';
}

/** A button of the app's styles (styles/buttons.css): `button button--{variant}`, optionally small. */
export function Button({ variant, size, type = 'button', className, ...props }: ButtonProps) {
  const classes = ['button', `button--${variant}`, size ? `button--${size}` : '', className ?? ''].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...props} />;
}
