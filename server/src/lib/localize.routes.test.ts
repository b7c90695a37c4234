import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { writeTinySite } from '../../test/tiny-site';

/** The API in Malayalam when the client asks for it (issue 18); the contract's English otherwise. */
describe("the API's answers in the client's language", () => {
  const work = mkdtempSync(path.join(tmpdir(), 'wfc-answers-'));
  let t: TestApp;
  const ml = { 'accept-language': 'ml-IN,ml;q=0.9,en;q=0.8' };
  const question = { requesterName: 'Asha Menon', requesterEmail: 'asha@example.org', question: 'How do I find a mentor?' };

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: writeTinySite(work) });
  });
  afterAll(async () => {
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('answers a validation error in Malayalam, each field too, and in English without the header', async () => {
    const payload = { requesterName: '', requesterEmail: 'nope', question: '' };
    const malayalam = await t.app.inject({ method: 'POST', url: '/api/help', headers: ml, payload });
    expect(malayalam.statusCode).toBe(400);
    expect(malayalam.headers['content-language']).toBe('ml');
    expect(malayalam.headers.vary).toContain('Accept-Language');
    expect(malayalam.json()).toEqual({
      error: 'ദയവായി നിങ്ങളുടെ പേര് നൽകുക.',
      message: 'ദയവായി നിങ്ങളുടെ പേര് നൽകുക.',
      code: 'VALIDATION_FAILED',
      fields: {
        requesterName: 'ദയവായി നിങ്ങളുടെ പേര് നൽകുക.',
        requesterEmail: 'ദയവായി സാധുവായ ഒരു ഇമെയിൽ വിലാസം നൽകുക.',
        question: 'ദയവായി നിങ്ങളുടെ ചോദ്യം നൽകുക.',
      },
    });
    const english = await t.app.inject({ method: 'POST', url: '/api/help', payload });
    expect(english.body).toBe(
      '{"error":"Please enter your name.","message":"Please enter your name.","code":"VALIDATION_FAILED","fields":{"requesterName":"Please enter your name.","requesterEmail":"Please enter a valid email address.","question":"Please enter your question."}}',
    );
  });

  it('answers a 404 in Malayalam', async () => {
    const malayalam = await t.app.inject({ url: '/api/blog/no-such-post', headers: ml });
    expect(malayalam.statusCode).toBe(404);
    expect(malayalam.headers['content-language']).toBe('ml');
    expect(malayalam.json()).toMatchObject({ code: 'NOT_FOUND', message: 'ആ ബ്ലോഗ് പോസ്റ്റ് കണ്ടെത്താനായില്ല.' });
    const english = await t.app.inject({ url: '/api/blog/no-such-post' });
    expect(english.body).toBe(
      '{"error":"We could not find that blog post.","message":"We could not find that blog post.","code":"NOT_FOUND"}',
    );
  });

  it("answers a success message in Malayalam, and the contract's English without the header", async () => {
    const malayalam = await t.app.inject({ method: 'POST', url: '/api/help', headers: ml, payload: question });
    expect(malayalam.statusCode).toBe(201);
    expect(malayalam.headers['content-language']).toBe('ml');
    expect(malayalam.headers.vary).toContain('Accept-Language');
    expect(malayalam.json().message).toBe('നിങ്ങളുടെ ചോദ്യം അയച്ചു. ഞങ്ങൾ ഉടൻ നിങ്ങളെ ബന്ധപ്പെടും!');
    const english = await t.app.inject({ method: 'POST', url: '/api/help', payload: question });
    expect(english.statusCode).toBe(201);
    expect(english.body).toBe(
      JSON.stringify({ _id: english.json()._id, message: "Your question has been submitted. We'll get back to you soon!" }),
    );
  });

  it('answers a 429 in Malayalam with its seconds, the English text unchanged without the header', async () => {
    const limited = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '1' });
    onTestFinished(() => limited.close());
    await limited.app.inject({ method: 'POST', url: '/api/help', payload: question });
    const malayalam = await limited.app.inject({ method: 'POST', url: '/api/help', headers: ml, payload: question });
    expect(malayalam.statusCode).toBe(429);
    const seconds = malayalam.headers['retry-after'];
    expect(malayalam.headers['content-language']).toBe('ml');
    expect(malayalam.json().message).toBe(`വളരെയധികം അഭ്യർത്ഥനകൾ. ദയവായി ${seconds} സെക്കൻഡ് കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കുക.`);
    const english = await limited.app.inject({ method: 'POST', url: '/api/help', payload: question });
    expect(english.headers['content-language']).toBe('en');
    expect(english.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
  });

  it("shows a plain form post's result in the page's language", async () => {
    const post = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        payload: 'name=&email=',
      });
    const malayalam = await post('/ml/membership');
    expect(malayalam.body).toContain('"fields":{"firstName":"ദയവായി നിങ്ങളുടെ ആദ്യ പേര് നൽകുക."');
    const english = await post('/membership');
    expect(english.body).toContain('"fields":{"firstName":"Please enter your first name."');
  });
});
