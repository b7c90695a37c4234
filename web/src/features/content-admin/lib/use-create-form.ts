import { useState, type FormEvent } from 'react';
import { ApiError, messageOf } from '../../../lib/api-client';

/**
 * A form that creates an item: `onSubmit` sends what `create` makes of the form, then hands the
 * answer on; a refusal keeps her text and shows the server's field messages and its message (or
 * `failure` when it gave none).
 */
export function useCreateForm<R>(create: () => Promise<R>, onCreated: (created: R) => void, failure: string) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setProblem(null);
    try {
      onCreated(await create());
    } catch (error) {
      setErrors(error instanceof ApiError ? (error.body?.fields ?? {}) : {});
      setProblem(messageOf(error, failure));
    } finally {
      setSaving(false);
    }
  }

  return { errors, failure: problem, saving, onSubmit };
}
