import { useEffect, type RefObject } from 'react';
import { useMemberSignedIn } from '../../session/session-store';
import { getMemberHome } from '../api/get-member-home';

/** Fills a field she has left empty. */
function fillEmpty(form: HTMLFormElement | null, name: string, value: string) {
  const field = form?.elements.namedItem(name);
  if (value && field instanceof HTMLInputElement && field.value === '') field.value = value;
}

/**
 * A public form's `name` and `email` filled with a signed-in member's own, once her session is known
 * (an event's Register form, a session's booking form): only fields she has left empty, so what she
 * typed meanwhile stays. Answers whether she is signed in.
 */
export function useMemberDetails(formRef: RefObject<HTMLFormElement | null>): boolean {
  const signedIn = useMemberSignedIn();
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    getMemberHome(controller.signal).then(
      ({ email, membership }) => {
        fillEmpty(formRef.current, 'name', membership ? `${membership.firstName} ${membership.lastName}` : '');
        fillEmpty(formRef.current, 'email', email);
      },
      // Signed out meanwhile, or offline: she types them herself.
      () => undefined,
    );
    return () => controller.abort();
  }, [signedIn, formRef]);
  return signedIn;
}
