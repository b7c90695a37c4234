import { Trans, useLingui } from '@lingui/react/macro';
import { AcceptInviteForm } from '../components/accept-invite-form';
import { LinkTokenCard } from '../components/link-token-card';

/**
 * /accept-invite#<token>, opened from an admin's invitation (issue 26): she chooses her own password
 * (LinkTokenCard keeps the token out of the address bar).
 */
export default function AcceptInvitePage() {
  const { t } = useLingui();
  return (
    <LinkTokenCard
      title={t`Welcome to the team`}
      intro={t`Choose the password for your new staff account.`}
      missing={
        <Trans>
          This page needs the link from your invitation e-mail. Please open it again, or ask an administrator to send you a new invitation.
        </Trans>
      }
    >
      {(token) => <AcceptInviteForm token={token} />}
    </LinkTokenCard>
  );
}
