export type { SessionScope } from './api/get-enabler-sessions';
export { NoteConfirm } from './components/note-confirm';
export { deskStatusTexts, outcomeTexts, sessionRangeOf, statusTextOf } from './lib/session-status-texts';
