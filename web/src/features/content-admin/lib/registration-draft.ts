import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { externalRegistration, type EventQuestion, type EventRegistrationSettings } from '@wfc/shared';
import { formatDateTime } from '../../../lib/format-date';
import { fromLocalInput, toLocalInput } from './local-time';

/** A question as the event's form holds it: a choice's options one a line, as typed. */
export interface QuestionDraft {
  id: string;
  label: string;
  labelMl: string;
  kind: EventQuestion['kind'];
  options: string;
  optionsMl: string;
  required: boolean;
}

/**
 * How an event takes its guests (issue 30), as its form holds it: the capacity as typed (empty: no
 * limit), the closing time in the editor's local time (empty: when it starts), the online link
 * (empty: none).
 */
export interface RegistrationDraft {
  mode: EventRegistrationSettings['mode'];
  capacity: string;
  waitlist: boolean;
  approval: boolean;
  closesAt: string;
  questions: QuestionDraft[];
  onlineLink: string;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The stored settings as the form's fields. */
export function toRegistrationDraft(settings: EventRegistrationSettings): RegistrationDraft {
  return {
    mode: settings.mode,
    capacity: settings.capacity === null ? '' : String(settings.capacity),
    waitlist: settings.waitlist,
    approval: settings.approval,
    closesAt: settings.closesAt ? toLocalInput(settings.closesAt) : '',
    questions: settings.questions.map((question) => ({
      ...question,
      options: question.options.join('\n'),
      optionsMl: question.optionsMl.join('\n'),
    })),
    onlineLink: settings.onlineLink ?? '',
  };
}

/**
 * The settings to send. Guests registering at the link: the settings of an event without
 * registration here, so fields she no longer sees cannot refuse the save. A text question sends no
 * options; a capacity that is not a number is sent as typed, for the server to name.
 */
export function fromRegistrationDraft(draft: RegistrationDraft): EventRegistrationSettings {
  if (draft.mode === 'external') return externalRegistration;
  const capacity = draft.capacity.trim();
  return {
    mode: 'here',
    capacity: capacity === '' ? null : Number.isNaN(Number(capacity)) ? (capacity as unknown as number) : Number(capacity),
    waitlist: draft.waitlist,
    approval: draft.approval,
    closesAt: draft.closesAt === '' ? null : fromLocalInput(draft.closesAt),
    questions: draft.questions.map(({ options, optionsMl, ...question }) => ({
      ...question,
      options: question.kind === 'choice' ? lines(options) : [],
      optionsMl: question.kind === 'choice' ? lines(optionsMl) : [],
    })),
    onlineLink: draft.onlineLink.trim() === '' ? null : draft.onlineLink.trim(),
  };
}

/** A new question's id: `q-` and six random lowercase hex digits, none of `taken`. */
function newQuestionId(taken: readonly string[]): string {
  for (;;) {
    const id = `q-${Array.from(crypto.getRandomValues(new Uint8Array(3)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
    if (!taken.includes(id)) return id;
  }
}

/** A new text question, asked of everyone but not required. */
export function blankQuestion(taken: readonly string[]): QuestionDraft {
  return { id: newQuestionId(taken), label: '', labelMl: '', kind: 'text', options: '', optionsMl: '', required: false };
}

/** The two ways guests register, as the editor's radio buttons and its history say them. */
export const registrationModeTexts = { external: msg`At the link (another site)`, here: msg`Here, on this site` } as const;

/** How a version of an event took its guests, a line a setting, for its history. */
export function describeRegistration(i18n: I18n, settings: EventRegistrationSettings): string {
  const mode = i18n._(registrationModeTexts[settings.mode]);
  if (settings.mode === 'external') return mode;
  const yes = (on: boolean) => i18n._(on ? msg`Yes` : msg`No`);
  const capacity = settings.capacity === null ? i18n._(msg`no limit`) : i18n.number(settings.capacity);
  const waitlist = yes(settings.waitlist);
  const approval = yes(settings.approval);
  const questions = settings.questions.map((question) => question.label).join('; ');
  const closes = settings.closesAt ? formatDateTime(settings.closesAt, i18n.locale) : '';
  return [
    mode,
    i18n._(msg`Capacity: ${capacity}`),
    i18n._(msg`Waitlist: ${waitlist}`),
    i18n._(msg`Approve each guest: ${approval}`),
    ...(closes ? [i18n._(msg`Registration closes: ${closes}`)] : []),
    ...(questions ? [i18n._(msg`Questions: ${questions}`)] : []),
  ].join('\n');
}
