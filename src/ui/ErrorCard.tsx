import type { ReactNode } from 'react';
import { Button } from './Button';
import { Card } from './Card';

export interface ErrorCardProps {
  /** What went wrong, in the player's words. */
  message: ReactNode;
  /** A second, quieter line (what the server said, say). */
  detail?: ReactNode;
  /** A retry button: its label and what it does (usually the query's refetch). */
  retry?: { label: string; onRetry: () => void };
  className?: string;
}

/** Something could not load or save: an alert card with the reason and, when it helps, Try again. */
export function ErrorCard({ message, detail, retry, className }: ErrorCardProps) {
  return (
    <Card role="alert" className={className}>
      <p>{message}</p>
      {detail ? <p className="muted">{detail}</p> : null}
      {retry ? <Button onClick={retry.onRetry}>{retry.label}</Button> : null}
    </Card>
  );
}
