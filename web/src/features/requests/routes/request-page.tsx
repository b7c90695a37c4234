import { Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';
import { downloadRequestFile } from '../api/download-request-file';
import { useRequestView } from '../api/get-request';
import { rateRequest } from '../api/rate-request';
import { sendRequestMessage } from '../api/send-request-message';
import { FindRequestsForm } from '../components/find-requests-form';
import { RequestDetails } from '../components/request-details';
import { useLinkToken } from '../../../lib/link-token';

/**
 * The requester's private page, `/request#<token>`. The token is read from the fragment, kept for
 * this tab only (sessionStorage, so a reload keeps the page) and taken out of the address bar at
 * once; every call carries it in a header. Without a token the page offers "find my requests".
 * Never indexed.
 */
export default function RequestPage() {
  const token = useLinkToken();

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <meta name="robots" content="noindex, nofollow" />
      {token ? (
        <OpenRequest key={token} token={token} />
      ) : (
        <>
          <h1 className="text-3xl font-bold text-brand-900">
            <Trans>Your requests</Trans>
          </h1>
          <p className="mt-3 text-gray-700">
            <Trans>Each question you ask us has its own private page. Its link is in the e-mails we send you about it.</Trans>
          </p>
          <div className="mt-8">
            <FindRequestsForm />
          </div>
        </>
      )}
    </div>
  );
}

function OpenRequest({ token }: { token: string }) {
  const query = useRequestView(token);
  const { t } = useLingui();

  if (query.error?.status === 404) {
    return (
      <>
        <h1 className="text-3xl font-bold text-brand-900">
          <Trans>We could not find that request</Trans>
        </h1>
        <p className="mt-3 text-gray-700">{messageOf(query.error, t`We could not find that request. The link may be wrong or expired.`)}</p>
        <p className="mt-2 text-gray-700">
          <Trans>Links stop working 90 days after a request is completed. We can e-mail you fresh links to your open requests.</Trans>
        </p>
        <div className="mt-8">
          <FindRequestsForm />
        </div>
      </>
    );
  }

  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">
        <Trans>Your request</Trans>
      </h1>
      <p className="mt-3 text-gray-700">
        <Trans>This page is private to you. To come back to it later, use the link in our e-mail.</Trans>
      </p>
      {query.loading && (
        <p role="status" className="mt-8 text-gray-700">
          <Trans>Loading your request…</Trans>
        </p>
      )}
      {query.error && (
        <Banner tone="error" className="mt-8">
          <p>{messageOf(query.error, t`Your request could not be loaded. Please try again.`)}</p>
          <Button variant="secondary" className="mt-3" onClick={query.reload}>
            <Trans>Try again</Trans>
          </Button>
        </Banner>
      )}
      {query.data && (
        <div className="mt-8">
          <RequestDetails
            view={query.data}
            onChanged={query.reload}
            send={(body) => sendRequestMessage(token, body)}
            rate={(rating) => rateRequest(token, rating)}
            download={(file) => downloadRequestFile(token, file)}
          />
        </div>
      )}
    </>
  );
}
