export { CaseStatusFact, CaseStatusLabel } from './components/case-status';
export { CaseThread } from './components/case-thread';
export { ReplyForm } from './components/reply-form';
export { waitingLabel } from './lib/waiting-label';
