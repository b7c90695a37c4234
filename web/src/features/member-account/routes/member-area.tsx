import { usePagePath } from '../../../lib/router';
import { MemberLinkSignInPage } from '../../member-sign-in';
import { NotFoundPage } from '../../not-found';
import MemberPage from './member-page';

/**
 * Everything under `/member` in one lazy screen: her page, and the sign-in link's page that leads to
 * it (so her page's code has arrived when the link has signed her in). One route instead of two
 * keeps the home page's first load within its budget (decisions.md 18).
 */
export default function MemberArea() {
  const path = usePagePath();
  if (path === '/member' || path === '/member/') return <MemberPage />;
  if (path === '/member/sign-in' || path === '/member/sign-in/') return <MemberLinkSignInPage />;
  return <NotFoundPage />;
}
