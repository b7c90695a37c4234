import { MAX_ALT, mediaMessages, type MediaAsset, type User } from '@wfc/shared';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { assertRole } from '../../lib/permissions';
import { processImage } from './image-pipeline';
import * as repository from './media.repository';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The alt text, trimmed; refused when empty, too long or holding control characters. */
function checkAlt(alt: string | undefined): string {
  const text = (alt ?? '').trim();
  if (!text) throw badRequest(mediaMessages.altRequired, { alt: mediaMessages.altRequired });
  if (text.length > MAX_ALT) throw badRequest(mediaMessages.altTooLong, { alt: mediaMessages.altTooLong });
  if (CONTROL.test(text)) throw badRequest(mediaMessages.altRequired, { alt: mediaMessages.altRequired });
  return text;
}

/**
 * Stores an uploaded image (decision 023) once it has been read, checked and rendered: nothing is
 * written for a refused upload. Admins upload for any content; an enabler for her own profile.
 */
export async function uploadImage(database: Database, input: { bytes: Buffer | undefined; alt: string | undefined }, actor: User, now: Date): Promise<MediaAsset> {
  assertRole(actor, 'admin', 'enabler');
  const alt = checkAlt(input.alt);
  if (!input.bytes || input.bytes.length === 0) throw badRequest(mediaMessages.noFile, { file: mediaMessages.noFile });
  const image = await processImage(input.bytes);
  const id = newId();
  await database.writeTransaction((trx) => repository.insertAsset(trx, { id, alt, width: image.width, height: image.height, createdBy: actor._id, now: now.toISOString(), renditions: image.renditions }));
  const asset = await repository.findAsset(database.db, id);
  if (!asset) throw notFound();
  return asset;
}

export const findAsset = (database: Database, id: string) => repository.findAsset(database.db, id);
export const findVariantData = (database: Database, id: string) => repository.findVariantData(database.db, id);
