import type { HTMLAttributes } from 'react';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element: a section when it has a heading or a name, a div otherwise. */
  as?: 'div' | 'section';
}

/** A block of the screen on the card background (`.card`, src/styles/global.css). */
export function Card({ as: Element = 'div', className, ...rest }: CardProps) {
  return <Element className={className ? `card ${className}` : 'card'} {...rest} />;
}
