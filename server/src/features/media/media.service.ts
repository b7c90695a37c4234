import { createHash } from 'node:crypto';
import { AltText, mediaMessages, type MediaAsset, type User } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { assertRole } from '../../lib/permissions';
import { processImage } from './image-pipeline';
import * as repository from './media.repository';

/** The alt text, trimmed; refused (400 on `alt`) when empty, too long or holding control characters. */
function checkAlt(alt: string | undefined): string {
  const parsed = AltText.safeParse(alt ?? '');
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? mediaMessages.altRequired;
  throw badRequest(message, { alt: message });
}

/**
 * Stores an uploaded image (decision 023) once it has been read, checked and rendered: nothing is
 * written for a refused upload. Admins upload for any content; an enabler for her own profile.
 */
export async function uploadImage(
  database: Database,
  input: { bytes: Buffer | undefined; alt: string | undefined },
  actor: User,
  now: Date,
): Promise<MediaAsset> {
  assertRole(actor, 'admin', 'enabler');
  const alt = checkAlt(input.alt);
  if (!input.bytes || input.bytes.length === 0) throw badRequest(mediaMessages.noFile, { file: mediaMessages.noFile });
  const image = await processImage(input.bytes);
  const id = newId();
  await database.writeTransaction((trx) =>
    repository.insertAsset(trx, {
      id,
      alt,
      width: image.width,
      height: image.height,
      createdBy: actor._id,
      now: now.toISOString(),
      renditions: image.renditions,
    }),
  );
  const asset = await repository.findAsset(database.db, id);
  if (!asset) throw notFound();
  return asset;
}

export const findAsset = (database: Database, id: string) => repository.findAsset(database.db, id);

/**
 * An upload `actor` may put into content: an admin any; anyone else her own or the site's (one
 * an admin uploaded), never another enabler's (issue 26). Undefined when unknown or not hers to use.
 */
export async function findUsableAsset(database: Database, id: string, actor: User): Promise<MediaAsset | undefined> {
  if (actor.role !== 'admin') {
    const uploader = await repository.findAssetUploader(database.db, id);
    if (!uploader || (uploader.createdBy !== actor._id && uploader.role !== 'admin')) return undefined;
  }
  return repository.findAsset(database.db, id);
}
export const findVariantData = (database: Database, id: string) => repository.findVariantData(database.db, id);

/** Stores a member's card photo (issue 42) once the pipeline has rendered it; answers its id. */
export async function uploadMemberPhoto(database: Database, bytes: Buffer | undefined, membershipId: string, now: Date): Promise<string> {
  if (!bytes || bytes.length === 0) throw badRequest(mediaMessages.noFile, { file: mediaMessages.noFile });
  const image = await processImage(bytes);
  const id = newId();
  // Her renditions' ids are hers (the bytes' hash with her membership's id): the same bytes as a
  // public image's, or another member's, never move that image's rendition to her private photo.
  const renditions = image.renditions.map((rendition) => ({
    ...rendition,
    id: `${createHash('sha256').update(membershipId).update(rendition.data).digest('base64url').slice(0, 22)}.${rendition.format}`,
  }));
  await database.writeTransaction((trx) =>
    repository.insertMemberPhoto(trx, { id, width: image.width, height: image.height, membershipId, now: now.toISOString(), renditions }),
  );
  return id;
}

/** Member photos' renditions and sizes, by upload id (issue 42). */
export async function memberPhotosOf(
  db: Kysely<DB>,
  assetIds: readonly string[],
): Promise<
  Map<
    string,
    { width: number; height: number; membershipId: string | null; renditions: { id: string; format: 'webp' | 'avif'; width: number }[] }
  >
> {
  const photos = new Map<
    string,
    { width: number; height: number; membershipId: string | null; renditions: { id: string; format: 'webp' | 'avif'; width: number }[] }
  >();
  for (const row of await repository.listMemberPhotos(db, [...new Set(assetIds)])) {
    let photo = photos.get(row.assetId);
    if (!photo) {
      photo = { width: row.assetWidth, height: row.assetHeight, membershipId: row.membershipId, renditions: [] };
      photos.set(row.assetId, photo);
    }
    photo.renditions.push({ id: row.id, format: row.format === 'avif' ? 'avif' : 'webp', width: row.width });
  }
  return photos;
}

/**
 * Deletes every card photo a member uploaded, in the caller's transaction (issue 42: her erasure,
 * before her membership goes). A card naming one loses it by its foreign key (set null).
 */
export const eraseMemberPhotosOf = (trx: Kysely<DB>, membershipId: string) => repository.deleteMemberPhotosOf(trx, membershipId);

/** A member photo's rendition by its id (issue 42): the caller decides who may see it. */
export const findMemberPhotoVariant = (db: Kysely<DB>, variantId: string) => repository.findMemberPhotoVariant(db, variantId);
