export { MailLanguageCard } from './components/mail-language-card';
export { NewRequestMailCard } from './components/new-request-mail-card';
