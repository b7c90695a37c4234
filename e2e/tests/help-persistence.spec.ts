import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer } from '../support/server';

// The test opens the database file itself, to see what is on disk rather than what the server says.
const require = createRequire(import.meta.url);
const Database = require('better-sqlite3') as typeof BetterSqlite3;

test('a question sent from the home form is a Pending case that survives a restart', async ({ page }) => {
  const first = await startServer();
  try {
    await page.goto(first.url);
    const form = page.locator('#quick-help');
    await form.getByLabel('Name').fill('Restart Tester');
    await form.getByLabel('Email').fill('Restart.Tester@Example.org');
    await form.getByLabel('Question').fill('Will my question survive a restart?');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('status')).toHaveText("Your question has been submitted. We'll get back to you soon!");
    await first.stop('SIGTERM');

    const second = await startServer({ dataDir: first.dataDir });
    try {
      const health = await (await fetch(`${second.url}/api/health`)).json();
      expect(health).toEqual({ status: 'ok', database: 'ok' });
    } finally {
      await second.stop('SIGTERM');
    }

    const db = new Database(path.join(first.dataDir, 'app.db'), { readonly: true });
    const rows = db.prepare('select question, requester_name, requester_email, status from cases').all();
    db.close();
    expect(rows).toEqual([
      { question: 'Will my question survive a restart?', requester_name: 'Restart Tester', requester_email: 'restart.tester@example.org', status: 'Pending' },
    ]);
  } finally {
    await first.stop();
    first.cleanUp();
  }
});
