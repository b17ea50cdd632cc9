/** What a screen shows before its data: loading, or the error with a retry. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { consoleErrorText } from '../shared/error-texts';
import { texts } from '../shared/texts';

export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <output className="block">{texts.common.loading}</output>;
  if (query.isError)
    return (
      <p role="alert">
        {texts.common.failed(consoleErrorText(query.error))}{' '}
        <button type="button" onClick={() => void query.refetch()}>
          {texts.common.retry}
        </button>
      </p>
    );
  return <>{children(query.data)}</>;
}
