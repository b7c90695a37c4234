import { Trans } from '@lingui/react/macro';
import type { Enabler } from '@wfc/shared';
import { Link } from '../../../lib/router';
import { buttonClasses } from '../../../components/ui/button';
import { EnablerCarousel } from './enabler-carousel';

/** Home 4: Our Enablers, anchored as `enablers`, with the carousel and a link to the directory. */
export function EnablersSection({ id, enablers }: { id: string; enablers: Enabler[] }) {
  return (
    <section id={id} aria-labelledby="enablers-title" className="render-when-near bg-white px-4 py-16 text-center sm:px-6 lg:py-24">
      <h2 id="enablers-title" className="text-3xl font-bold text-brand-900">
        <Trans>Our Enablers</Trans>
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-gray-700">
        <Trans>
          Meet the exceptional women leaders who inspire, mentor, and empower our community to build the next generation of groundbreaking
          startups.
        </Trans>
      </p>
      <EnablerCarousel enablers={enablers} />
      <Link to="/allenablers" className={buttonClasses('secondary', 'mt-10')}>
        <Trans>View All Enablers</Trans>
      </Link>
    </section>
  );
}
