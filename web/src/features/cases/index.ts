export { CaseOpener } from './components/case-opener';
export { CaseView } from './components/case-view';
export { formatDeadline } from './lib/format-deadline';
export { useOpenCase } from './lib/use-open-case';
