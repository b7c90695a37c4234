import type { Attachment } from 'mailparser';
import type { LeftOutFile } from '@wfc/shared';
import { fileTypeFromBuffer } from 'file-type';

/**
 * The files a reply brings (issue 41): images and PDF, 10 MB in all, checked by their bytes (not by
 * their name or declared type); the rest are left out and named in a note. Images placed inside the
 * HTML (a signature's logo) are not attachments a person chose, and are left out without a note.
 */
const MAX_KEPT_BYTES = 10 * 1024 * 1024;
const KEPT_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf']);

interface KeptFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface KeptAttachments {
  kept: KeptFile[];
  leftOut: LeftOutFile[];
}

// A file name is shown and sent back as a download's name: no control characters, no path.
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL_OR_SLASH = /[\u0000-\u001f\u007f/\\]/g;

function nameOf(part: Attachment, index: number): string {
  const name = (part.filename ?? '').replace(CONTROL_OR_SLASH, '').trim();
  return (name || `attachment-${index + 1}`).slice(0, 200);
}

/** Sorts a message's attachments into those kept and those left out. */
export async function keptAttachments(parts: Attachment[]): Promise<KeptAttachments> {
  const result: KeptAttachments = { kept: [], leftOut: [] };
  let total = 0;
  for (const [index, part] of parts.entries()) {
    if (part.related) continue;
    const filename = nameOf(part, index);
    const type = (await fileTypeFromBuffer(part.content))?.mime;
    if (!type || !KEPT_TYPES.has(type)) {
      result.leftOut.push({ filename, reason: 'type' });
    } else if (total + part.content.length > MAX_KEPT_BYTES) {
      result.leftOut.push({ filename, reason: 'size' });
    } else {
      total += part.content.length;
      result.kept.push({ filename, contentType: type, content: part.content });
    }
  }
  return result;
}
