import { useLingui } from '@lingui/react/macro';
import type { IntroductionView } from '@wfc/shared';
import { introductionTexts } from '../lib/introduction-texts';

/** The note of a request as written, or that the club hid it. */
export function IntroductionNote({ introduction }: { introduction: Pick<IntroductionView, 'note' | 'noteHidden'> }) {
  const { t } = useLingui();
  if (introduction.noteHidden || introduction.note === null) {
    return <p className="mt-2 text-gray-700 italic">{t(introductionTexts.noteHiddenByStaff)}</p>;
  }
  return <p className="mt-2 whitespace-pre-line wrap-anywhere text-gray-900">{introduction.note}</p>;
}
