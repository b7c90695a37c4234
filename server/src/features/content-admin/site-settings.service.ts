import {
  contentAdminMessages,
  SiteSettings,
  siteSettingLabels,
  type ContentRevision,
  type ContentRevisionDetail,
  type SaveSiteSettingsBody,
  type User,
  type VersionedSiteSettings,
} from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { assertRole } from '../../lib/permissions';
import * as revisions from './content-revisions.repository';
import * as repository from './site-settings.repository';

/** The site settings' editor (issue 17, decision 022): read, save on a version, history, restore. */

const KIND = 'site';
const ITEM = 'site';
/** Who the history names for the content the site started with. */
export const SEED_AUTHOR = 'Seed content';

/** A save made on a version that is no longer current: 409 with the settings as they are now. */
export class StaleEditError extends AppError {
  constructor(readonly current: VersionedSiteSettings) {
    super(409, 'CONFLICT', contentAdminMessages.stale);
  }

  override toBody() {
    return { ...super.toBody(), current: this.current };
  }
}

export interface SaveResult extends VersionedSiteSettings {
  message: string;
  /** Whether a new version was written (false when nothing had changed). */
  changed: boolean;
}

async function readCurrent(db: Kysely<DB>): Promise<VersionedSiteSettings> {
  const stored = await repository.findSiteSettingsForEdit(db);
  // Seeding at start always writes them; their absence is a broken database.
  if (!stored) throw new Error('The site settings are missing from the database');
  return { item: SiteSettings.parse(stored.value), version: stored.version, updatedAt: stored.updatedAt, updatedBy: stored.updatedBy };
}

export async function getSiteSettingsForEdit(database: Database, actor: User): Promise<VersionedSiteSettings> {
  assertRole(actor, 'admin');
  return readCurrent(database.db);
}

/** The labels of the settings that differ between two versions. */
function changedLabels(before: SiteSettings, after: SiteSettings): string[] {
  return (Object.keys(siteSettingLabels) as (keyof SiteSettings)[])
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => siteSettingLabels[key]);
}

/**
 * Writes `next` as the version after `expected`, with its revision, in one transaction; the seed's
 * version gets its revision first, so it too can be restored. Refused as stale when the settings
 * moved on since `expected`.
 */
async function writeVersion(
  database: Database,
  next: SiteSettings,
  expected: number,
  actor: User,
  now: Date,
  restoredFrom: number | null,
): Promise<SaveResult> {
  const stamp = now.toISOString();
  const result = await database.writeTransaction<{ stale: VersionedSiteSettings } | { saved: SaveResult }>(async (trx) => {
    const current = await readCurrent(trx);
    if (current.version !== expected) return { stale: current };
    const changed = changedLabels(current.item, next);
    if (changed.length === 0) return { saved: { ...current, message: contentAdminMessages.unchanged, changed: false } };
    if (!(await revisions.findRevision(trx, KIND, ITEM, current.version))) {
      await revisions.insertRevision(trx, {
        kind: KIND,
        itemId: ITEM,
        version: current.version,
        snapshot: current.item,
        changed: [],
        authorId: null,
        authorName: current.updatedBy ?? SEED_AUTHOR,
        restoredFrom: null,
        createdAt: current.updatedAt,
      });
    }
    if (!(await repository.updateSiteSettingsIfAt(trx, { value: next, version: expected, by: actor._id, now: stamp }))) {
      return { stale: await readCurrent(trx) };
    }
    const version = expected + 1;
    await revisions.insertRevision(trx, {
      kind: KIND,
      itemId: ITEM,
      version,
      snapshot: next,
      changed,
      authorId: actor._id,
      authorName: actor.name,
      restoredFrom,
      createdAt: stamp,
    });
    const message = restoredFrom === null ? contentAdminMessages.saved : contentAdminMessages.restored(restoredFrom);
    return { saved: { item: next, version, updatedAt: stamp, updatedBy: actor.name, message, changed: true } };
  });
  if ('stale' in result) throw new StaleEditError(result.stale);
  return result.saved;
}

export async function saveSiteSettings(database: Database, input: SaveSiteSettingsBody, actor: User, now: Date): Promise<SaveResult> {
  assertRole(actor, 'admin');
  const { version, ...settings } = input;
  return writeVersion(database, SiteSettings.parse(settings), version, actor, now, null);
}

const toRevision = (row: revisions.RevisionRow): ContentRevision => ({
  version: row.version,
  createdAt: row.createdAt,
  authorName: row.authorName,
  changed: row.changed,
  restoredFrom: row.restoredFrom,
});

/**
 * The settings' history, newest first. Before the first save it is the seed's version alone, read
 * from the settings themselves.
 */
export async function listSiteRevisions(
  database: Database,
  actor: User,
  page: { limit: number; beforeVersion?: number | undefined },
): Promise<ContentRevision[]> {
  assertRole(actor, 'admin');
  const rows = await revisions.listRevisions(database.db, KIND, ITEM, page.limit, page.beforeVersion);
  if (rows.length > 0 || page.beforeVersion !== undefined) return rows.map(toRevision);
  const current = await readCurrent(database.db);
  return [{ version: current.version, createdAt: current.updatedAt, authorName: current.updatedBy ?? SEED_AUTHOR, changed: [], restoredFrom: null }];
}

export async function getSiteRevision(database: Database, actor: User, version: number): Promise<ContentRevisionDetail<SiteSettings>> {
  assertRole(actor, 'admin');
  const row = await revisions.findRevision(database.db, KIND, ITEM, version);
  if (row) return { ...toRevision(row), item: SiteSettings.parse(row.snapshot) };
  const current = await readCurrent(database.db);
  if (current.version !== version) throw notFound('There is no such version of the site settings.');
  return { version, createdAt: current.updatedAt, authorName: current.updatedBy ?? SEED_AUTHOR, changed: [], restoredFrom: null, item: current.item };
}

/** Saves an older version's settings as a new version, on the version she had on screen. */
export async function restoreSiteRevision(database: Database, actor: User, version: number, expected: number, now: Date): Promise<SaveResult> {
  const revision = await getSiteRevision(database, actor, version);
  return writeVersion(database, revision.item, expected, actor, now, version);
}
