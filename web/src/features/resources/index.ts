export { BackToResources } from './components/back-to-resources';
