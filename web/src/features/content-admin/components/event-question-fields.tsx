import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_QUESTION_OPTIONS } from '@wfc/shared';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import type { QuestionDraft } from '../lib/registration-draft';
import { WithMalayalam } from './translation-field';

interface Props {
  /** Its fieldset's id: its first field takes the focus when the question is added. */
  fieldsetId: string;
  /** 1 for the first question. */
  number: number;
  question: QuestionDraft;
  errors: Record<string, string>;
  /** Where the server names its fields: `registration.questions.<index>`. */
  errorKey: string;
  onChange: (question: QuestionDraft) => void;
  onRemove: () => void;
}

/** One question a guest answers when she registers: its text in English and Malayalam, a text or a choice, and whether she must answer. */
export function EventQuestionFields({ fieldsetId, number, question, errors, errorKey, onChange, onRemove }: Props) {
  const { t } = useLingui();
  const set = <K extends keyof QuestionDraft>(key: K, value: QuestionDraft[K]) => onChange({ ...question, [key]: value });
  const error = (key: string) => errors[`${errorKey}.${key}`];
  const label = t`Question`;
  const options = t`Options, one a line (${MAX_QUESTION_OPTIONS} at most)`;
  return (
    <fieldset
      id={fieldsetId}
      className="space-y-4 rounded-lg border border-gray-200 bg-gray-50 p-4"
      aria-describedby={errors[errorKey] ? `${fieldsetId}-error` : undefined}
    >
      <legend className="px-1 text-sm font-semibold text-gray-900">
        <Trans>Question {number}</Trans>
      </legend>
      {errors[errorKey] && (
        <p id={`${fieldsetId}-error`} className="text-sm text-red-700">
          {errors[errorKey]}
        </p>
      )}
      <WithMalayalam
        label={label}
        maxLength={200}
        value={question.labelMl}
        onChange={(value) => set('labelMl', value)}
        error={error('labelMl')}
      >
        <TextField
          label={label}
          value={question.label}
          onChange={(e) => set('label', e.target.value)}
          error={error('label')}
          maxLength={200}
          required
        />
      </WithMalayalam>
      <SelectField
        label={t`Answered by`}
        value={question.kind}
        onChange={(e) => set('kind', e.target.value as QuestionDraft['kind'])}
        options={[
          { value: 'text', label: t`Words (a short text)` },
          { value: 'choice', label: t`A choice from a list` },
        ]}
        error={error('kind')}
      />
      {question.kind === 'choice' && (
        <WithMalayalam
          label={options}
          maxLength={MAX_QUESTION_OPTIONS * 101}
          rows={4}
          value={question.optionsMl}
          onChange={(value) => set('optionsMl', value)}
          error={error('optionsMl')}
        >
          <TextAreaField
            label={options}
            value={question.options}
            onChange={(e) => set('options', e.target.value)}
            error={error('options')}
            rows={4}
            required
          />
        </WithMalayalam>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField label={t`Guests must answer it`} checked={question.required} onChange={(required) => set('required', required)} />
        <Button variant="ghost" onClick={onRemove}>
          <Trans>Remove question {number}</Trans>
        </Button>
      </div>
    </fieldset>
  );
}
