import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link } from '../../../lib/router';
import { buttonClasses } from '../../../components/ui/button';

/** The back button of the blog, podcast and webinars screens. */
export function BackToResources() {
  return (
    <Link to="/resources" className={buttonClasses('ghost', '-ml-3 px-3')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>Back to Resources</Trans>
    </Link>
  );
}
