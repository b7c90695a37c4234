import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

/** Any path the router does not know (the server answers it with a 404 status). */
export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center" aria-labelledby="not-found-title">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">404</p>
      <h1 id="not-found-title" className="mt-2 text-4xl font-bold text-gray-900">
        We couldn't find that page
      </h1>
      <p className="mt-4 text-gray-700">The link may be old or mistyped. These are good places to start:</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary')}>
          Go to the home page
        </Link>
        <Link to="/allenablers" className={buttonClasses('secondary')}>
          Find an enabler
        </Link>
        <Link to="/events" className={buttonClasses('secondary')}>
          See events
        </Link>
      </div>
    </section>
  );
}
