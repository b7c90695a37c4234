import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState, type ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';
import { useQuery } from '../../lib/query';
import { sharedMessages } from '../../lib/shared-messages';
import { Banner } from './banner';

/**
 * A page opened by her own e-mailed link (an event's registration, issue 30; a session's booking,
 * issue 31): what it shows while her record loads, the record, and a link that is not one.
 */

/** Her record's state on the page: loading, failed (with the words to show), or ready with the last change's notice. */
export type OwnLinkShown<R, N> =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; record: R; notice?: N | undefined; busy: boolean };

/** The server's words for a refusal (an invalid link, a change too late), else that it could not be reached. */
export const ownLinkMessageOf = (error: unknown, i18n: I18n) =>
  error instanceof ApiError && error.body ? error.body.message : i18n._(sharedMessages.helpNetworkError);

/**
 * Reads her record once her link's token is known (useQuery); without a token, says the link is not
 * valid. What an action makes of it (`setShown`: busy, the changed record, its notice) is shown from
 * then on, for that token.
 */
export function useOwnLinkRecord<R, N>(token: string | null | undefined, read: (token: string) => Promise<R>, invalidLink: string) {
  const { i18n } = useLingui();
  const load = useCallback(() => read(token ?? ''), [token, read]);
  const record = useQuery(token ? load : null, { keep: false });
  // Kept with the token it was for: another link opened in this tab (its hash) is read afresh, and
  // nothing of the previous one is shown meanwhile.
  const [changed, setChanged] = useState<{ token: typeof token; shown: OwnLinkShown<R, N> }>();
  const setShown = useCallback((next: OwnLinkShown<R, N>) => setChanged({ token, shown: next }), [token]);
  const shown: OwnLinkShown<R, N> =
    (changed && changed.token === token ? changed.shown : undefined) ??
    (!token
      ? { state: 'failed', message: invalidLink }
      : record.error
        ? { state: 'failed', message: ownLinkMessageOf(record.error, i18n) }
        : record.data !== undefined
          ? { state: 'ready', record: record.data, busy: false }
          : { state: 'loading' });
  return [shown, setShown] as const;
}

/** The page's frame: its heading, "loading", the failure with where to find the right link, or the record. */
export function OwnLinkPage<R, N>({
  title,
  loading,
  help,
  shown,
  wide = false,
  children,
}: {
  title: ReactNode;
  loading: ReactNode;
  /** Where each e-mail's link is, and how else to go on. */
  help: ReactNode;
  shown: OwnLinkShown<R, N>;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="bg-brand-50 px-4 py-12 sm:px-6 sm:py-16">
      <div className={`mx-auto w-full ${wide ? 'max-w-3xl p-5' : 'max-w-2xl p-6'} rounded-2xl bg-white shadow-sm sm:p-8`}>
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
        {shown.state === 'loading' && (
          <p role="status" className="mt-6 text-gray-700">
            {loading}
          </p>
        )}
        {shown.state === 'failed' && (
          <>
            <Banner tone="error" className="mt-6">
              {shown.message}
            </Banner>
            <p className="mt-4 text-gray-700">{help}</p>
          </>
        )}
        {shown.state === 'ready' && children}
      </div>
    </div>
  );
}
