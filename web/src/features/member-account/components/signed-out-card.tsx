import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Banner } from '../../../components/ui/banner';
import { buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../lib/router';

/**
 * Her page without a session: never signed in here, signed out (the server's message), or ended
 * elsewhere. `moveFocus` when she signed out on this page, whose sections have just gone.
 */
export function SignedOutCard({ message, moveFocus }: { message: string; moveFocus: boolean }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (moveFocus) heading.current?.focus();
  }, [moveFocus]);

  return (
    <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-sm sm:p-8">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none sm:text-3xl">
        {t`Your page`}
      </h1>
      <Banner tone="info" className="mt-4">
        {message}
      </Banner>
      <Link to="/memberlogin" className={buttonClasses('primary', 'mt-6 w-full')}>
        <Trans>Sign in</Trans>
      </Link>
    </div>
  );
}
