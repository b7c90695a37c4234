import type { ReactNode } from 'react';
import { messageOf } from '../../lib/api-client';
import type { Query } from '../../lib/query';
import { Banner } from './banner';

/**
 * What an opened item shows while its read has no answer: its failure (`notFound` for a 404, else
 * the server's message or `failed`) or `loading`.
 */
export function ReadStatus({
  query,
  notFound,
  failed,
  loading,
}: {
  query: Query<unknown>;
  notFound: string;
  failed: string;
  loading: ReactNode;
}) {
  return (
    <>
      {query.error && <Banner tone="error">{query.error.status === 404 ? notFound : messageOf(query.error, failed)}</Banner>}
      {query.loading && <p className="text-gray-700">{loading}</p>}
    </>
  );
}
