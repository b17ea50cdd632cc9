import type { ButtonHTMLAttributes } from 'react';

/** primary: the screen's action; secondary and quiet: a second one beside it; link: an action inside text; danger: a confirm that cannot be undone. */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'link' | 'danger';

const VARIANT_CLASS: Record<ButtonVariant, string> = {
  primary: 'button',
  secondary: 'button button--secondary',
  quiet: 'button button--quiet',
  link: 'link-button',
  danger: 'button button--danger',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

/** The app's button (styles in src/styles/global.css, "src/ui"); `type` is "button" unless set, so it never submits by accident. */
export function Button({ variant = 'primary', type = 'button', className, ...rest }: ButtonProps) {
  const classes = className ? `${VARIANT_CLASS[variant]} ${className}` : VARIANT_CLASS[variant];
  return <button type={type} className={classes} {...rest} />;
}
