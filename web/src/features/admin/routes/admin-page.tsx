import {
  BookUser,
  CalendarCheck,
  CalendarClock,
  ClipboardList,
  Contact,
  FilePen,
  History,
  Inbox,
  Link2,
  Mail,
  Newspaper,
  ChartNoAxesColumn,
  ShieldAlert,
  ShieldCheck,
  UserPlus,
  Users,
} from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { dashboardPathOf, type DashboardScreen } from '@wfc/shared';
import { lazy, Suspense, useRef, type ComponentType } from 'react';
import { withCatalog } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { DASHBOARD_MOVE_STATE, useDashboardPlace } from '../../../lib/use-dashboard-place';
import { useFocusAfterMove } from '../../../lib/use-focus-after-move';
import { AuditPanel } from '../components/audit-panel';
import { CreateUserForm } from '../components/create-user-form';
import { EnablerProfilesPanel } from '../components/enabler-profiles-panel';
import { MailPanel } from '../components/mail-panel';
import { PendingRequests } from '../components/pending-requests';
import { SecurityPanel } from '../components/security-panel';
import { SignInThrottlesPanel } from '../components/sign-in-throttles-panel';
import { ContentPanel } from '../../content-admin';
import { InboxMenuLabel, useOpenInboxCount } from '../../inbox';
import { GuestListsScreen } from '../../guest-lists';
import { MembersPanel } from '../../members';
import { NewslettersScreen } from '../../newsletters';
import { UsersPanel } from '../components/users-panel';

// The Sessions screen (issue 31) is a chunk of its own, loaded when it is first shown.
const SessionDeskScreen = lazy(() => import('../../session-desk/routes/session-desk-screen'));
// The Inbox (issue 41) too.
const InboxScreen = lazy(() => import('../../inbox/routes/inbox-screen'));
// The member directory's moderation (issue 42) too, with the members' catalog for the cards it shows.
const DirectoryModerationScreen = lazy(
  withCatalog('members', () => import('../../directory-moderation/routes/directory-moderation-screen')),
);

// The Reports (issue 43) too, with uPlot for their charts.
const ReportsScreen = lazy(() => import('../../reports/routes/reports-screen'));

/** The Sessions screen with its loading line while its chunk arrives. */
function SessionsScreen() {
  const { t } = useLingui();
  return (
    <Suspense fallback={<p role="status">{t`Loading sessions…`}</p>}>
      <SessionDeskScreen />
    </Suspense>
  );
}

/** The Inbox screen with its loading line while its chunk arrives. */
function AdminInboxScreen() {
  const { t } = useLingui();
  return (
    <Suspense fallback={<p role="status">{t`Loading the Inbox…`}</p>}>
      <InboxScreen />
    </Suspense>
  );
}

/** The Reports screen with its loading line while its chunk arrives. */
function AdminReportsScreen() {
  const { t } = useLingui();
  return (
    <Suspense fallback={<p role="status">{t`Loading reports…`}</p>}>
      <ReportsScreen />
    </Suspense>
  );
}

/** The member directory's screen with its loading line while its chunk arrives. */
function DirectoryScreen() {
  const { t } = useLingui();
  return (
    <Suspense fallback={<p role="status">{t`Loading the directory…`}</p>}>
      <DirectoryModerationScreen />
    </Suspense>
  );
}

/** A screen of the menu, by the slug of its address (`/admin/users`, shared/src/routes.ts). */
type View = DashboardScreen<'admin'>;

const menu = [
  { view: 'pending-requests', label: msg`Pending Requests`, icon: ClipboardList },
  { view: 'create-user', label: msg`Create User`, icon: UserPlus },
  { view: 'users', label: msg`Users`, icon: Users },
  { view: 'enabler-profiles', label: msg`Enabler Profiles`, icon: Link2 },
  { view: 'content', label: msg`Content`, icon: FilePen },
  { view: 'members', label: msg`Members`, icon: Contact },
  { view: 'directory', label: msg`Directory`, icon: BookUser },
  {
    view: 'newsletters',
    label: msg({
      message: 'Newsletters',
      context: 'admin menu',
      comment: 'Two menu items share a row on a phone: a zero-width space (U+200B) after ന്യൂസ്‌ lets the long word wrap there.',
    }),
    icon: Newspaper,
  },
  { view: 'events', label: msg`Events`, icon: CalendarCheck },
  { view: 'sessions', label: msg`Sessions`, icon: CalendarClock },
  { view: 'reports', label: msg`Reports`, icon: ChartNoAxesColumn },
  { view: 'mail', label: msg`Mail`, icon: Mail },
  { view: 'inbox', label: msg`Inbox`, icon: Inbox },
  { view: 'sign-in-throttles', label: msg`Sign-in throttles`, icon: ShieldAlert },
  { view: 'audit-log', label: msg`Audit log`, icon: History },
  { view: 'security', label: msg`Security`, icon: ShieldCheck },
] as const satisfies readonly { view: View; label: unknown; icon: unknown }[];

const screens: Record<View, ComponentType> = {
  'pending-requests': PendingRequests,
  'create-user': CreateUserForm,
  users: UsersPanel,
  'enabler-profiles': EnablerProfilesPanel,
  content: ContentPanel,
  members: MembersPanel,
  directory: DirectoryScreen,
  newsletters: NewslettersScreen,
  events: GuestListsScreen,
  sessions: SessionsScreen,
  reports: AdminReportsScreen,
  mail: MailPanel,
  inbox: AdminInboxScreen,
  'sign-in-throttles': SignInThrottlesPanel,
  'audit-log': AuditPanel,
  security: SecurityPanel,
};

/**
 * The admin dashboard: a side menu of links between Pending Requests (`/admin`), Create User, Users (every account: role, deactivate, reactivate, reset two-factor), Enabler Profiles (profiles linked to accounts), Content (the site settings, with history), Members, Directory (the member directory's reports, hidden cards and counts; issue 42), Newsletters (write, send and follow them; issue 29), Events (guest lists and check-in; issue 30), Sessions (enablers' sessions; issue 31), Reports (the club's figures over a period, with charts; issue 43), Mail (the outbox), Inbox (mail to the club, issue 41; its open count in the tab's title), Sign-in throttles (clear one), the Audit log and Security (two-factor sign-in for admins),
 * each screen at its own address (`/admin/users`, issue 26).
 */
export default function AdminPage() {
  const view = useDashboardPlace('admin').screen;
  const Screen = screens[view];
  const { t } = useLingui();
  const inboxCount = useOpenInboxCount();
  const menuRef = useRef<HTMLElement>(null);
  useFocusAfterMove(view, menuRef, () => menuRef.current?.querySelector<HTMLElement>('[aria-current="page"]'));

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-brand-900">
        <Trans>Admin Dashboard</Trans>
      </h1>
      <div className="mt-6 flex flex-col gap-6 md:flex-row md:items-start md:gap-8">
        <nav ref={menuRef} aria-label={t`Admin menu`} className="md:w-56 md:shrink-0">
          <ul className="grid grid-cols-2 gap-2 md:flex md:flex-col">
            {menu.map(({ view: target, label, icon: Icon }) => {
              const current = view === target;
              return (
                <li key={target} className="flex-1 md:flex-none">
                  <Link
                    to={dashboardPathOf('admin', target)}
                    state={DASHBOARD_MOVE_STATE}
                    aria-current={current ? 'page' : undefined}
                    className={`flex h-full min-h-11 w-full items-center gap-2 rounded-lg px-4 py-2.5 text-left text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800 ${
                      current ? 'bg-brand-800 text-white' : 'bg-white text-gray-900 ring-1 ring-gray-200 hover:bg-brand-50'
                    }`}
                  >
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    {target === 'inbox' ? <InboxMenuLabel count={inboxCount} /> : t(label)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <Screen />
        </div>
      </div>
    </div>
  );
}
