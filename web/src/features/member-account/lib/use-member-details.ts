import { useEffect, useRef, type RefObject } from 'react';
import { useQuery } from '../../../lib/query';
import { useMemberSignedIn } from '../../../lib/staff-sign-in-store';

/** Fills a field she has left empty. */
function fillEmpty(form: HTMLFormElement | null, name: string, value: string) {
  const field = form?.elements.namedItem(name);
  if (value && field instanceof HTMLInputElement && field.value === '') field.value = value;
}

/** A signed-in member's name and address, as a form fills them in. */
export interface MemberFormDetails {
  name: string;
  email: string;
}

/** Her name and address from her page's data. Only a signed-in member's page fetches the member API's code: the home page's first load goes without it (issue 39). */
async function loadDetails(signal: AbortSignal): Promise<MemberFormDetails> {
  const { getMemberHome } = await import('../api/get-member-home');
  const { email, membership } = await getMemberHome(signal);
  return { name: membership ? `${membership.firstName} ${membership.lastName}` : '', email };
}

/**
 * A public form's `name` and `email` filled with a signed-in member's own, once her session is known
 * (an event's Register form, a session's booking form): only fields she has left empty, so what she
 * typed meanwhile stays. A form that keeps its fields in state (the help form) passes `fill` and
 * fills them itself. Answers whether she is signed in.
 */
export function useMemberDetails(formRef: RefObject<HTMLFormElement | null>, fill?: (details: MemberFormDetails) => void): boolean {
  const signedIn = useMemberSignedIn();
  const fillRef = useRef(fill);
  useEffect(() => {
    fillRef.current = fill;
  });
  // Signed out meanwhile, or offline: nothing is filled, she types them herself.
  const details = useQuery(signedIn ? loadDetails : null).data;
  useEffect(() => {
    if (!details) return;
    if (fillRef.current) {
      fillRef.current(details);
      return;
    }
    fillEmpty(formRef.current, 'name', details.name);
    fillEmpty(formRef.current, 'email', details.email);
  }, [details, formRef]);
  return signedIn;
}
