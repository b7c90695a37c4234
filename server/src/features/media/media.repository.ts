import type { MediaAsset, MediaVariant } from '@wfc/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Rendition } from './image-pipeline';

/** The only code that touches media_assets and media_variants (decision 023). */

const mediaUrl = (variantId: string) => `/uploads/${variantId}`;

export async function insertAsset(
  db: Kysely<DB>,
  asset: { id: string; alt: string; width: number; height: number; createdBy: string; now: string; renditions: Rendition[] },
): Promise<void> {
  await db
    .insertInto('media_assets')
    .values({ id: asset.id, alt: asset.alt, width: asset.width, height: asset.height, created_by: asset.createdBy, created_at: asset.now })
    .execute();
  await insertRenditions(db, asset.id, asset.renditions, asset.now);
}

/** An asset with its renditions' addresses (not their bytes). */
export async function findAsset(db: Kysely<DB>, id: string): Promise<MediaAsset | undefined> {
  const asset = await db.selectFrom('media_assets').select(['id', 'alt', 'width', 'height']).where('id', '=', id).executeTakeFirst();
  if (!asset) return undefined;
  const variants = await db
    .selectFrom('media_variants')
    .select(['id', 'format', 'width', 'height', 'bytes'])
    .where('asset_id', '=', id)
    .orderBy('format')
    .orderBy('width')
    .execute();
  return {
    ...asset,
    variants: variants.map((variant): MediaVariant => ({
      url: mediaUrl(variant.id),
      format: variant.format as MediaVariant['format'],
      width: variant.width,
      height: variant.height,
      bytes: variant.bytes,
    })),
  };
}

/** Who uploaded an asset and her role now (null when her account is gone), or undefined for an unknown asset. */
export async function findAssetUploader(
  db: Kysely<DB>,
  id: string,
): Promise<{ createdBy: string | null; role: string | null } | undefined> {
  const row = await db
    .selectFrom('media_assets')
    .leftJoin('users', 'users.id', 'media_assets.created_by')
    .select(['media_assets.created_by as createdBy', 'users.role as role'])
    .where('media_assets.id', '=', id)
    .executeTakeFirst();
  return row && { createdBy: row.createdBy, role: row.role ?? null };
}

/** A rendition's bytes and format, by its id (`<hash>.webp`); a member's card photo is never one of these. */
export async function findVariantData(db: Kysely<DB>, id: string): Promise<{ format: string; data: Buffer } | undefined> {
  const row = await db
    .selectFrom('media_variants')
    .innerJoin('media_assets', 'media_assets.id', 'media_variants.asset_id')
    .select(['media_variants.format', 'media_variants.data'])
    .where('media_variants.id', '=', id)
    .where('media_assets.member_only', '=', 0)
    .executeTakeFirst();
  return row ? { format: row.format, data: Buffer.from(row.data) } : undefined;
}

/** Stores a member's card photo (issue 42): no staff uploader, hers, for signed-in members only. */
export async function insertMemberPhoto(
  db: Kysely<DB>,
  asset: { id: string; width: number; height: number; membershipId: string; now: string; renditions: Rendition[] },
): Promise<void> {
  await db
    .insertInto('media_assets')
    .values({
      id: asset.id,
      alt: '',
      width: asset.width,
      height: asset.height,
      created_by: null,
      membership_id: asset.membershipId,
      member_only: 1,
      created_at: asset.now,
    })
    .execute();
  await insertRenditions(db, asset.id, asset.renditions, asset.now);
}

/** The renditions (ids, formats, widths) and sizes of these member photos, by asset. */
export async function listMemberPhotos(db: Kysely<DB>, assetIds: readonly string[]) {
  if (assetIds.length === 0) return [];
  return db
    .selectFrom('media_assets')
    .innerJoin('media_variants', 'media_variants.asset_id', 'media_assets.id')
    .select([
      'media_assets.id as assetId',
      'media_assets.width as assetWidth',
      'media_assets.height as assetHeight',
      'media_assets.membership_id as membershipId',
      'media_variants.id',
      'media_variants.format',
      'media_variants.width',
    ])
    .where('media_assets.id', 'in', assetIds)
    .where('media_assets.member_only', '=', 1)
    .orderBy('media_variants.format', 'desc')
    .orderBy('media_variants.width')
    .execute();
}

/** A member photo's rendition: its upload, whose it is, and its bytes. */
export async function findMemberPhotoVariant(db: Kysely<DB>, variantId: string) {
  const row = await db
    .selectFrom('media_variants')
    .innerJoin('media_assets', 'media_assets.id', 'media_variants.asset_id')
    .select(['media_assets.id as assetId', 'media_assets.membership_id as membershipId', 'media_variants.format', 'media_variants.data'])
    .where('media_variants.id', '=', variantId)
    .where('media_assets.member_only', '=', 1)
    .executeTakeFirst();
  return row && { assetId: row.assetId, membershipId: row.membershipId, format: row.format, data: Buffer.from(row.data) };
}

/** Deletes every photo a member uploaded for her card, its renditions first (issue 42: her erasure). */
export async function deleteMemberPhotosOf(db: Kysely<DB>, membershipId: string): Promise<void> {
  const hers = db.selectFrom('media_assets').select('id').where('membership_id', '=', membershipId).where('member_only', '=', 1);
  await db.deleteFrom('media_variants').where('asset_id', 'in', hers).execute();
  await db.deleteFrom('media_assets').where('membership_id', '=', membershipId).where('member_only', '=', 1).execute();
}

/** The renditions of uploads that are some directory card's photo: the clean-up keeps them (issue 42). */
export async function listListingPhotoVariantIds(db: Kysely<DB>): Promise<string[]> {
  const rows = await db
    .selectFrom('media_variants')
    .innerJoin('directory_listings', 'directory_listings.photo_asset_id', 'media_variants.asset_id')
    .select('media_variants.id')
    .execute();
  return rows.map((row) => row.id);
}

/** The renditions of uploads made before `before`, by id (their bytes are not read). */
export async function listVariantIdsUploadedBefore(db: Kysely<DB>, before: string): Promise<string[]> {
  const rows = await db
    .selectFrom('media_variants')
    .innerJoin('media_assets', 'media_assets.id', 'media_variants.asset_id')
    .select('media_variants.id')
    .where('media_assets.created_at', '<', before)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Deletes these renditions if their upload is still from before `before` (one given meanwhile to a
 * newer upload of the same bytes stays); returns how many went.
 */
export async function deleteVariantsUploadedBefore(db: Kysely<DB>, ids: readonly string[], before: string): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .deleteFrom('media_variants')
    .where('id', 'in', ids)
    .where('asset_id', 'in', db.selectFrom('media_assets').select('id').where('created_at', '<', before))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the uploads from before `before` that have no rendition left; returns how many went. */
export async function deleteAssetsWithoutVariants(db: Kysely<DB>, before: string): Promise<number> {
  const result = await db
    .deleteFrom('media_assets')
    .where('created_at', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('media_variants').select('media_variants.id').whereRef('media_variants.asset_id', '=', 'media_assets.id'))),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Text columns of one table: where content may name an upload's address. */
export type TextColumns = { [T in keyof DB]: { table: T; columns: readonly (keyof DB[T] & string)[] } }[keyof DB];

/**
 * Every value, not empty, of these columns in every row of their table. The clean-up's one read of
 * other features' tables (media-cleanup keeps the list): it must see every column an upload can be named in.
 */
export async function listColumnTexts(db: Kysely<DB>, { table, columns }: TextColumns): Promise<string[]> {
  const { rows } = await sql<Record<string, string | null>>`select ${sql.join(columns.map((column) => sql.ref(column)))} from ${sql.table(
    table,
  )}`.execute(db);
  return rows.flatMap((row) => Object.values(row).filter((value): value is string => Boolean(value)));
}

/**
 * An upload's renditions. The same bytes uploaded again are the same rendition, kept once and given
 * to the newest upload: it then has every rendition, and the clean-up's grace period counts from it.
 * (A member's photo never shares a rendition with the site's images: its ids are her own, media.service.)
 */
async function insertRenditions(db: Kysely<DB>, assetId: string, renditions: readonly Rendition[], now: string): Promise<void> {
  for (const rendition of renditions) {
    await db
      .insertInto('media_variants')
      .values({
        id: rendition.id,
        asset_id: assetId,
        format: rendition.format,
        width: rendition.width,
        height: rendition.height,
        bytes: rendition.data.length,
        data: rendition.data,
        created_at: now,
      })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({ asset_id: eb.ref('excluded.asset_id'), created_at: eb.ref('excluded.created_at') })),
      )
      .execute();
  }
}
