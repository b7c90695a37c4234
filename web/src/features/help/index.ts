export { QuickHelpForm } from './components/quick-help-form';
