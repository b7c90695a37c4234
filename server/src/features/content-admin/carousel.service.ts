import {
  CarouselItem,
  carouselLabels,
  carouselMessages,
  imageSourcesOf,
  type CarouselSlide,
  type SaveCarouselBody,
  type SaveCarouselSlide,
  type User,
  type VersionedItem,
} from '@wfc/shared';
import type { Database } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { assertRole } from '../../lib/permissions';
import { findAsset } from '../media/media.service';
import * as repository from './site-settings.repository';
import { adminHistory, readItem, saveVersion, StaleEditError, type ContentKind, type SaveResult } from './versioned-content';

/**
 * The home page's photo carousel (issue 17, decision 022): one item, `carousel`, edited by admins.
 * It stays stored as the array GET /api/site gives (site_settings `carousel`); the editing model
 * holds it as `{ slides }`.
 */

const ITEM = 'carousel';
/** A photo shows at most 36rem (576 CSS px) wide: the fallback is the WebP closest to this (the 640 px one). */
const PREFERRED_WIDTH = 800;

const carouselKind: ContentKind<CarouselItem> = {
  kind: 'carousel',
  schema: CarouselItem,
  labels: carouselLabels,
  notFoundMessage: 'There is no such version of the carousel.',
  async read(db) {
    const stored = await repository.findSettingForEdit(db, 'carousel', CarouselItem.shape.slides);
    // Seeding at start always writes it; its absence is a broken database.
    if (!stored) throw new Error('The carousel is missing from the database');
    return {
      item: { slides: stored.value },
      version: stored.version,
      updatedAt: stored.updatedAt,
      updatedBy: stored.updatedBy,
    };
  },
  writeIfAt: (db, _itemId, change) =>
    repository.updateSettingIfAt(db, 'carousel', { value: change.value.slides, version: change.expected, by: change.by, now: change.now }),
};

/**
 * A photo as it will be stored: one the carousel has keeps its address, size and srcsets (only its
 * alt text is hers to change); an upload is looked up, never taken from what the browser says.
 */
async function slideOf(
  database: Database,
  slide: SaveCarouselSlide,
  place: number,
  current: readonly CarouselSlide[],
): Promise<CarouselSlide> {
  if (slide.mediaId !== undefined) {
    const asset = await findAsset(database, slide.mediaId);
    const sources = asset ? imageSourcesOf(asset, PREFERRED_WIDTH) : undefined;
    if (!asset || !sources?.src) {
      throw badRequest(carouselMessages.uploadNotFound(place), { slides: carouselMessages.uploadNotFound(place) }).withTemplate(
        'Photo {place} could not be found. Please upload it again.',
        { place },
      );
    }
    return {
      src: sources.src,
      alt: slide.alt,
      width: asset.width,
      height: asset.height,
      sources: { webp: sources.webp, avif: sources.avif },
    };
  }
  const kept = current.find((photo) => photo.src === slide.src);
  if (!kept) {
    throw badRequest(carouselMessages.notInCarousel(place), { slides: carouselMessages.notInCarousel(place) }).withTemplate(
      "Photo {place} is not one of the carousel's photos. Please upload it.",
      { place },
    );
  }
  return { ...kept, alt: slide.alt };
}

export async function getCarouselForEdit(database: Database, actor: User): Promise<VersionedItem<CarouselItem>> {
  assertRole(actor, 'admin');
  return readItem(database.db, carouselKind, ITEM);
}

/** Saves the photos in their new order on the version edited; a stale save is a 409 before its photos are checked. */
export async function saveCarousel(database: Database, input: SaveCarouselBody, actor: User, now: Date): Promise<SaveResult<CarouselItem>> {
  assertRole(actor, 'admin');
  const current = await readItem(database.db, carouselKind, ITEM);
  // Checked against a carousel she has not seen, her photos could be refused for the wrong reason.
  if (current.version !== input.version) throw new StaleEditError(current);
  const slides: CarouselSlide[] = [];
  for (const [index, slide] of input.slides.entries()) slides.push(await slideOf(database, slide, index + 1, current.item.slides));
  return saveVersion(database, carouselKind, ITEM, { next: { slides }, expected: input.version, actor, now });
}

/** The carousel's history: the revision routes' reads and restore. */
export const carouselHistory = (database: Database) => adminHistory(database, carouselKind);
