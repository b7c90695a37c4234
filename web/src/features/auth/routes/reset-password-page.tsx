import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../../lib/router';
import { LinkTokenCard } from '../components/link-token-card';
import { ResetPasswordForm } from '../components/reset-password-form';

/** /reset-password#<token>, opened from the e-mail (LinkTokenCard keeps the token out of the address bar). */
export default function ResetPasswordPage() {
  const { t } = useLingui();
  return (
    <LinkTokenCard
      title={t`Choose a new password`}
      intro={t`Choose the new password for your staff account.`}
      missing={
        <Trans>
          This page needs the link from your e-mail. Please open it again, or{' '}
          <Link to="/forgot-password" className="font-semibold underline underline-offset-2">
            ask for a new link
          </Link>
          .
        </Trans>
      }
    >
      {(token) => <ResetPasswordForm token={token} />}
    </LinkTokenCard>
  );
}
