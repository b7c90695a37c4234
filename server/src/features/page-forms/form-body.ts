import type { PageFormName } from '@wfc/shared';

/** A posted HTML form: each field's value, or its values when the form repeats the name. */
export type FormFields = Record<string, string | string[]>;

// More fields than any of the site's forms has: a body with more is not one of them.
const MAX_FIELDS = 50;

/** Reads an `application/x-www-form-urlencoded` body. */
export function readFormBody(body: string): FormFields {
  const fields: FormFields = {};
  let count = 0;
  for (const [name, value] of new URLSearchParams(body)) {
    if ((count += 1) > MAX_FIELDS) break;
    const previous = fields[name];
    fields[name] = previous === undefined ? value : [previous, value].flat();
  }
  return fields;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const ANSWER = 'answers.';

/**
 * The JSON body the form's API route takes, from the posted fields: the same names, with the
 * membership's interests as a list and its e-mail permission as the checkbox being sent, and an
 * event's answers (fields `answers.<question id>`) as one object by question.
 */
export function toApiBody(form: PageFormName, fields: FormFields): Record<string, unknown> {
  const entries = Object.entries(fields).map(([name, value]) => [name, single(value)] as const);
  const body: Record<string, unknown> = Object.fromEntries(entries.filter(([name]) => !name.startsWith(ANSWER)));
  if (form === 'membership') {
    body.interests = [fields.interests ?? []].flat();
    body.emailPermission = fields.emailPermission !== undefined;
  }
  if (form === 'event-registration') {
    body.answers = Object.fromEntries(
      entries.filter(([name]) => name.startsWith(ANSWER)).map(([name, value]) => [name.slice(ANSWER.length), value]),
    );
  }
  return body;
}
