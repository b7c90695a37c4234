export { EnablerPortrait } from './components/enabler-portrait';
