export { CardActions } from './components/card-actions';
export { IntroductionsSection } from './components/introductions-section';
export { BlockedMembersSection } from './components/blocked-members-section';
