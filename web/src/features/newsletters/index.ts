export { NewslettersScreen } from './routes/newsletters-screen';
