export { useDirectoryEnablers } from './api/get-directory-enablers';
export { EnablerPortrait } from './components/enabler-portrait';
