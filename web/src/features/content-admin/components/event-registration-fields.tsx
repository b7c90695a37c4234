import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_EVENT_CAPACITY, MAX_EVENT_QUESTIONS, registrationModes } from '@wfc/shared';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/field';
import { blankQuestion, registrationModeTexts, type QuestionDraft, type RegistrationDraft } from '../lib/registration-draft';
import { EventQuestionFields } from './event-question-fields';

type Errors = Record<string, string>;

/** Never a question's id (lowercase only): the focus goes to Add a question. */
const ADD = 'ADD';

/**
 * How an event takes its guests (issue 30): at its link on another site, or here, with a capacity,
 * a waitlist, approval, a closing time, an online link for confirmed guests and up to five
 * questions. The server's messages show by their fields (`registration.capacity`,
 * `registration.questions.0.options`); one it names `registration` alone shows at the top.
 */
export function EventRegistrationFields({
  draft,
  errors,
  onChange,
}: {
  draft: RegistrationDraft;
  errors: Errors;
  onChange: (draft: RegistrationDraft) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  // Where the focus goes once rendered: the question just added (its id), or Add a question after a removal.
  const focusNext = useRef<string | null>(null);
  const set = <K extends keyof RegistrationDraft>(key: K, value: RegistrationDraft[K]) => onChange({ ...draft, [key]: value });
  const error = (key: string) => errors[`registration.${key}`];
  const here = draft.mode === 'here';
  const full = draft.questions.length >= MAX_EVENT_QUESTIONS;

  useEffect(() => {
    if (focusNext.current === null) return;
    if (focusNext.current === ADD) addRef.current?.focus();
    else document.getElementById(`${id}-${focusNext.current}`)?.querySelector('input')?.focus();
    focusNext.current = null;
  });

  const add = () => {
    const question = blankQuestion(draft.questions.map((each) => each.id));
    focusNext.current = question.id;
    set('questions', [...draft.questions, question]);
  };
  const change = (index: number, question: QuestionDraft) =>
    set(
      'questions',
      draft.questions.map((each, at) => (at === index ? question : each)),
    );
  const remove = (index: number) => {
    focusNext.current = ADD;
    set(
      'questions',
      draft.questions.filter((_, at) => at !== index),
    );
  };

  return (
    <fieldset
      className="space-y-4 rounded-xl border border-gray-200 p-4"
      aria-describedby={errors.registration ? `${id}-error` : undefined}
    >
      <legend className="px-1 text-base font-semibold text-gray-900">
        <Trans>Registration</Trans>
      </legend>
      {errors.registration && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {errors.registration}
        </p>
      )}
      <fieldset>
        <legend className="text-sm font-medium text-gray-900">
          <Trans>Where guests register</Trans>
        </legend>
        {registrationModes.map((mode) => (
          <label key={mode} className="flex min-h-11 items-center gap-3 text-sm text-gray-900">
            <input
              type="radio"
              name={`${id}-mode`}
              value={mode}
              checked={draft.mode === mode}
              onChange={() => set('mode', mode)}
              className="size-5 accent-brand-800"
            />
            {i18n._(registrationModeTexts[mode])}
          </label>
        ))}
      </fieldset>
      {here && (
        <div className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t`Capacity (empty: no limit)`}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_EVENT_CAPACITY}
              step={1}
              value={draft.capacity}
              onChange={(e) => set('capacity', e.target.value)}
              error={error('capacity')}
            />
            <TextField
              label={t`Registration closes (optional: when it starts)`}
              type="datetime-local"
              value={draft.closesAt}
              onChange={(e) => set('closesAt', e.target.value)}
              error={error('closesAt')}
            />
          </div>
          <div>
            <CheckboxField
              label={t`Keep a waitlist when it is full`}
              checked={draft.waitlist}
              onChange={(waitlist) => set('waitlist', waitlist)}
            />
            <CheckboxField label={t`Approve each guest`} checked={draft.approval} onChange={(approval) => set('approval', approval)} />
          </div>
          <TextField
            label={t`Online link (shown only to confirmed guests)`}
            type="url"
            value={draft.onlineLink}
            onChange={(e) => set('onlineLink', e.target.value)}
            error={error('onlineLink')}
            maxLength={500}
            placeholder="https://"
          />
          <div className="space-y-4">
            <h4 className="text-sm font-semibold text-gray-900">
              <Trans>Questions for guests (at most {MAX_EVENT_QUESTIONS})</Trans>
            </h4>
            {error('questions') && <p className="text-sm text-red-700">{error('questions')}</p>}
            {draft.questions.map((question, index) => (
              <EventQuestionFields
                key={question.id}
                fieldsetId={`${id}-${question.id}`}
                number={index + 1}
                question={question}
                errors={errors}
                errorKey={`registration.questions.${index}`}
                onChange={(next) => change(index, next)}
                onRemove={() => remove(index)}
              />
            ))}
            <Button ref={addRef} variant="secondary" onClick={add} disabled={full} aria-describedby={full ? `${id}-full` : undefined}>
              <Trans>Add a question</Trans>
            </Button>
            {full && (
              <p id={`${id}-full`} className="text-sm text-gray-700">
                <Trans>An event may ask at most {MAX_EVENT_QUESTIONS} questions.</Trans>
              </p>
            )}
          </div>
        </div>
      )}
    </fieldset>
  );
}
