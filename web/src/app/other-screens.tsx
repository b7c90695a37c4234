import { lazy } from 'react';
import { withCatalog } from '../lib/i18n';
import { Route, Switch } from '../lib/router';
import { dashboardRoutes } from './dashboard-routes';

// Each screen loads on demand; the staff screens with their own messages (lib/i18n.ts).
// The staff screens' guard too: no public page needs it, so the home page's first load leaves it out.
const RoleGuard = lazy(() => import('../features/guard/components/role-guard').then((module) => ({ default: module.RoleGuard })));
const NotFoundPage = lazy(() => import('../features/not-found/routes/not-found-page'));
const LoginPage = lazy(() => import('../features/auth/routes/login-page'));
const RegisterPage = lazy(() => import('../features/auth/routes/register-page'));
const AdminPage = lazy(withCatalog('staff', () => import('../features/admin/routes/admin-page')));
const OperatorPage = lazy(withCatalog('staff', () => import('../features/operator/routes/operator-page')));
const EnablerPage = lazy(withCatalog('staff', () => import('../features/enabler-dashboard/routes/enabler-page')));
const EventsPage = lazy(() => import('../features/events/routes/events-page'));
const EventPage = lazy(() => import('../features/event-pages/routes/event-page'));
const EventRegistrationPage = lazy(() => import('../features/event-pages/routes/registration-page'));
const ResourcesPage = lazy(() => import('../features/resources/routes/resources-page'));
const BlogPage = lazy(() => import('../features/blog/routes/blog-page'));
const BlogArticlePage = lazy(() => import('../features/blog/routes/blog-article-page'));
const PodcastPage = lazy(() => import('../features/podcast/routes/podcast-page'));
const WebinarsPage = lazy(() => import('../features/webinars/routes/webinars-page'));
const NewsletterPages = lazy(() => import('../features/newsletter-pages/routes/newsletter-pages'));
const MembershipPage = lazy(() => import('../features/membership/routes/membership-page'));
const AllEnablersPage = lazy(() => import('../features/enablers/routes/all-enablers-page'));
const RequestPage = lazy(() => import('../features/requests/routes/request-page'));
const AccountPage = lazy(() => import('../features/auth/routes/account-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/routes/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/routes/reset-password-page'));
const AcceptInvitePage = lazy(() => import('../features/auth/routes/accept-invite-page'));
const MemberLinkPage = lazy(() => import('../features/membership/routes/member-link-page'));
const VerifyEmailPage = lazy(() => import('../features/auth/routes/verify-email-page'));
const MemberSignInPage = lazy(() => import('../features/member-sign-in/routes/member-sign-in-page'));
const MemberArea = lazy(withCatalog('members', () => import('../features/member-account/routes/member-area')));
// An introduction's e-mailed link (issue 42), with the members' catalog.
const IntroductionLinkPage = lazy(withCatalog('members', () => import('../features/introductions/routes/introduction-link-page')));
// The member directory (issue 42), with the members' catalog.
const DirectoryPage = lazy(withCatalog('members', () => import('../features/member-directory/routes/directory-page')));
// The booking pages (issue 31) with their own catalog: each module says when its texts are loaded.
const BookingPage = lazy(() => import('../features/session-booking/routes/booking-page').then((module) => module.loaded));
const MenteeSessionPage = lazy(() => import('../features/session-booking/routes/mentee-session-page').then((module) => module.loaded));

/**
 * Every page but the home page, under one language's prefix (routes.tsx): this table and the
 * screens it names load when a page other than the home page is first shown, so the home page's
 * first load carries neither (issue 39). shared/src/routes.ts lists the same paths for the server.
 */
// Routes directly inside the Switch: wouter's Switch flattens arrays and fragments among its
// children, but a lone fragment as its only child would match as one pathless route and render
// every route in it at once (the 404 page below every page).
const screens = (
  <Switch>
    <Route path="/login">
      <LoginPage />
    </Route>
    <Route path="/memberlogin">
      <MemberSignInPage />
    </Route>
    <Route path="/members">
      <DirectoryPage />
    </Route>
    <Route path="/member/*?">
      <MemberArea />
    </Route>
    <Route path="/register">
      <RegisterPage />
    </Route>
    <Route path="/forgot-password">
      <ForgotPasswordPage />
    </Route>
    <Route path="/reset-password">
      <ResetPasswordPage />
    </Route>
    <Route path="/accept-invite">
      <AcceptInvitePage />
    </Route>
    <Route path="/verify-email">
      <VerifyEmailPage />
    </Route>
    <Route path="/account">
      <RoleGuard allow={['admin', 'operator', 'enabler']} allowBeforePasswordChange>
        <AccountPage />
      </RoleGuard>
    </Route>
    {dashboardRoutes(
      'admin',
      <RoleGuard allow={['admin']} dashboard="admin">
        <AdminPage />
      </RoleGuard>,
    )}
    {dashboardRoutes(
      'operator',
      <RoleGuard allow={['operator', 'admin']} dashboard="operator">
        <OperatorPage />
      </RoleGuard>,
    )}
    {dashboardRoutes(
      'enabler',
      <RoleGuard allow={['enabler']} dashboard="enabler">
        <EnablerPage />
      </RoleGuard>,
    )}
    <Route path="/events">
      <EventsPage />
    </Route>
    <Route path="/events/registration">
      <EventRegistrationPage />
    </Route>
    <Route path="/events/:slug">
      <EventPage />
    </Route>
    <Route path="/resources">
      <ResourcesPage />
    </Route>
    <Route path="/resources/blog">
      <BlogPage />
    </Route>
    <Route path="/blogs">
      <BlogPage />
    </Route>
    <Route path="/resources/blog/:slug">
      <BlogArticlePage />
    </Route>
    <Route path="/blogs/:slug">
      <BlogArticlePage />
    </Route>
    <Route path="/resources/podcast">
      <PodcastPage />
    </Route>
    <Route path="/podcast">
      <PodcastPage />
    </Route>
    <Route path="/resources/webinars">
      <WebinarsPage />
    </Route>
    <Route path="/webinars">
      <WebinarsPage />
    </Route>
    <Route path="/newsletters">
      <NewsletterPages />
    </Route>
    <Route path="/newsletters/:slug">
      <NewsletterPages />
    </Route>
    <Route path="/membership">
      <MembershipPage />
    </Route>
    <Route path="/membership/confirm">
      <MemberLinkPage action="confirm" />
    </Route>
    <Route path="/membership/unsubscribe">
      <MemberLinkPage action="unsubscribe" />
    </Route>
    <Route path="/allenablers">
      <AllEnablersPage />
    </Route>
    <Route path="/book/:profileId">
      <BookingPage />
    </Route>
    <Route path="/sessions/booking">
      <MenteeSessionPage />
    </Route>
    <Route path="/request">
      <RequestPage />
    </Route>
    <Route path="/introduction">
      <IntroductionLinkPage />
    </Route>
    <Route>
      <NotFoundPage />
    </Route>
  </Switch>
);

/** The table of every page but the home page, matched below the language prefix (the splat route in routes.tsx). */
export default function OtherScreens() {
  return screens;
}
