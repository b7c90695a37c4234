export { GuestStatus } from './components/guest-status';
