import { Trans } from '@lingui/react/macro';
import { Link } from '../../../lib/router';
import { buttonClasses } from '../../../components/ui/button';

/** Any path the router does not know (the server answers it with a 404 status). */
export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center" aria-labelledby="not-found-title">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">404</p>
      <h1 id="not-found-title" className="mt-2 text-4xl font-bold text-gray-900">
        <Trans>We couldn't find that page</Trans>
      </h1>
      <p className="mt-4 text-gray-700">
        <Trans>The link may be old or mistyped. These are good places to start:</Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={'/'} className={buttonClasses('primary')}>
          <Trans>Go to the home page</Trans>
        </Link>
        <Link to={'/allenablers'} className={buttonClasses('secondary')}>
          <Trans>Find an enabler</Trans>
        </Link>
        <Link to={'/events'} className={buttonClasses('secondary')}>
          <Trans>See events</Trans>
        </Link>
      </div>
    </section>
  );
}
