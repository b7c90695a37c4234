export { AccountFields } from './components/account-fields';
export { AuthCard } from './components/auth-card';
export { EmailAndSend } from './components/email-and-send';
export { useAccountForm } from './lib/use-account-form';
