/** The outcome of a write, read out by screen readers: done, or the server's refusal. */
import type { UseMutationResult } from '@tanstack/react-query';
import { consoleErrorText } from '../shared/error-texts';
import { texts } from '../shared/texts';

export function MutationMessage({ mutation, success = texts.common.done }: { mutation: Pick<UseMutationResult<unknown, Error, never>, 'isError' | 'isSuccess' | 'error'>; success?: string }) {
  if (mutation.isError) return <p role="alert">{texts.common.refusedWith(consoleErrorText(mutation.error))}</p>;
  if (mutation.isSuccess) return <output className="block">{success}</output>;
  return null;
}
