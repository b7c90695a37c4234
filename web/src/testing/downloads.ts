import { onTestFinished, vi } from 'vitest';

/**
 * Catches the downloads a test's page saves (`lib/save-file.ts`): the blobs it made object URLs of,
 * and the links it clicked (their `download` names the file). Undone when the test finishes.
 */
export function catchDownloads() {
  const created = vi.fn((_blob: Blob) => 'blob:download');
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = created;
  URL.revokeObjectURL = () => undefined;
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  onTestFinished(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    clicked.mockRestore();
  });
  return { created, clicked };
}
