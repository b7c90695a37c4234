export { MailLanguageCard } from './components/mail-language-card';
