import { expect, test } from '../support/fixtures';
import { startServer } from '../support/server';

test('a question sent from the home form is a Pending case that survives a restart', async ({ page, newDatabase }) => {
  const database = await newDatabase();
  const first = await startServer({ database });
  try {
    await page.goto(first.url);
    const form = page.locator('#quick-help');
    await form.getByLabel('Name').fill('Restart Tester');
    await form.getByLabel('Email').fill('Restart.Tester@Example.org');
    await form.getByLabel('Question').fill('Will my question survive a restart?');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('status')).toHaveText("Your question has been submitted. We'll get back to you soon!");
    await first.stop('SIGTERM');

    const second = await startServer({ database });
    try {
      const health = await (await fetch(`${second.url}/api/health`)).json();
      expect(health).toEqual({ status: 'ok', database: 'ok' });
    } finally {
      await second.stop('SIGTERM');
    }

    expect(await database.select('select question, requester_name, requester_email, status from cases')).toEqual([
      {
        question: 'Will my question survive a restart?',
        requester_name: 'Restart Tester',
        requester_email: 'restart.tester@example.org',
        status: 'Pending',
      },
    ]);
  } finally {
    await first.stop();
  }
});
