/**
 * What the newsletter's screen says after an action: one at a time, the latest action's only
 * (issue 38: a "saved as a draft" banner had stayed beside "Scheduled"). The editor holds it; the
 * sending and progress controls show theirs beside their buttons.
 */
export interface ActionNotice {
  tone: 'success' | 'error';
  text: string;
}

/** The props of a control that says how its actions went: its notice (null when the latest was not its own) and how to replace it. */
export interface ActionNoticeProps {
  notice: ActionNotice | null;
  /** Replaces whatever the screen said before; null when an action starts. */
  onNotice: (notice: ActionNotice | null) => void;
}
