import { FORM_RESULT_KEY, pageFormAction, pageForms, type PageFormName, type PageFormResult } from '@wfc/shared/forms/page-form';
import { useInitialData } from './initial-data';
import { useLocalizedPath } from './router';

/**
 * The server's answer to this form's plain HTML post, when the page was rendered as that answer
 * (the form was sent before the page's scripts had run); undefined otherwise.
 */
export function usePageFormResult(form: PageFormName): PageFormResult | undefined {
  const result = useInitialData()[FORM_RESULT_KEY] as PageFormResult | undefined;
  return result?.form === form ? result : undefined;
}

/** A text value the server sent back with a refused form, or ''. */
export function sentValue(result: PageFormResult | undefined, field: string): string {
  const value = result?.status === 'error' ? result.values?.[field] : undefined;
  return typeof value === 'string' ? value : '';
}

/** Where a page form posts in the page's language: `/membership`, or `/ml/membership` on a Malayalam page. */
export function usePageFormAction(form: PageFormName): string {
  return pageFormAction(form, useLocalizedPath()(pageForms[form].path));
}
