export { GuestListsScreen } from './routes/guest-lists-screen';
