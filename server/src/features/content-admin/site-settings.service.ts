import { SiteSettingsItem, siteSettingLabels, type SaveSiteSettingsBody, type User, type VersionedSiteSettings } from '@wfc/shared';
import type { Database } from '../../db/database';
import { assertRole } from '../../lib/permissions';
import * as repository from './site-settings.repository';
import { adminHistory, readItem, saveVersion, type ContentKind, type SaveResult } from './versioned-content';

/** The site settings' editor (issue 17, decision 022): one item, `site`, edited by admins. */

const ITEM = 'site';

const siteKind: ContentKind<SiteSettingsItem> = {
  kind: 'site',
  schema: SiteSettingsItem,
  labels: siteSettingLabels,
  notFoundMessage: 'There is no such version of the site settings.',
  async read(db) {
    const stored = await repository.findSettingForEdit(db, 'site', SiteSettingsItem);
    // Seeding at start always writes them; their absence is a broken database.
    if (!stored) throw new Error('The site settings are missing from the database');
    return {
      item: stored.value,
      version: stored.version,
      updatedAt: stored.updatedAt,
      updatedBy: stored.updatedBy,
    };
  },
  writeIfAt: (db, _itemId, change) =>
    repository.updateSettingIfAt(db, 'site', { value: change.value, version: change.expected, by: change.by, now: change.now }),
};

export async function getSiteSettingsForEdit(database: Database, actor: User): Promise<VersionedSiteSettings> {
  assertRole(actor, 'admin');
  return readItem(database.db, siteKind, ITEM);
}

export async function saveSiteSettings(
  database: Database,
  input: SaveSiteSettingsBody,
  actor: User,
  now: Date,
): Promise<SaveResult<SiteSettingsItem>> {
  assertRole(actor, 'admin');
  const { version, ...settings } = input;
  // Parsed again for the stored shape; `ml` as sent, so that a save without it keeps the stored texts.
  return saveVersion(database, siteKind, ITEM, {
    next: { ...SiteSettingsItem.parse(settings), ml: settings.ml },
    expected: version,
    actor,
    now,
  });
}

/** The settings' history: the revision routes' reads and restore. */
export const siteHistory = (database: Database) => adminHistory(database, siteKind);
