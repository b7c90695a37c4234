import type { z } from 'zod';
import { badRequest } from './app-error';

const NOT_AN_OBJECT = 'Please send the form fields as a JSON object.';

/**
 * Parses input with a shared schema, or throws a 400 whose `fields` name each bad field with the
 * schema's message (the first problem per field) and whose message is the first problem found.
 */
const WHOLE_PATH = new Set(['registration', 'answers', 'weekly', 'overrides', 'meeting']);

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (key === undefined) throw badRequest(NOT_AN_OBJECT);
    // A Malayalam text is named by its field (`ml.title`, decision 028), so the editor shows the message beside it.
    // An event's registration settings (issue 30) by their whole path (`registration.questions.0.options`), for the same reason;
    // so too an enabler's schedule's hours, overrides and meeting (issue 31: `weekly.2.end`, `meeting.value`).
    const name =
      key === 'ml' && issue.path[1] !== undefined
        ? `ml.${String(issue.path[1])}`
        : WHOLE_PATH.has(String(key))
          ? issue.path.map(String).join('.')
          : String(key);
    fields[name] ??= issue.message;
  }
  throw badRequest(Object.values(fields)[0] ?? NOT_AN_OBJECT, fields);
}
