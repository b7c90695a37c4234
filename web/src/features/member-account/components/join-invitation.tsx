import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../lib/router';
import { AccountCard } from '../../../components/ui/account-card';

/** For someone who asked for help or wrote to an enabler without joining: the way to membership. */
export function JoinInvitation() {
  const { t } = useLingui();
  return (
    <AccountCard
      id="join"
      title={t`Join the club`}
      intro={t`You are not a member yet. Members get the club's news, invitations to its events and a network of women founders across Kerala.`}
    >
      <Link to="/membership" className={buttonClasses('primary')}>
        <Trans>Become a Member</Trans>
      </Link>
    </AccountCard>
  );
}
