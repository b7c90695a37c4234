export { useOpenInboxCount } from './api/get-inbox-count';
export { InboxMenuLabel } from './components/inbox-menu-label';
