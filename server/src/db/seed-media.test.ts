import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { contentDir } from './seed';

/** The site's static files: an image path in the content is served from here. */
const publicDir = path.join(repoRoot, 'web', 'public');
const IMAGE_FILE = /\.(webp|avif|svg|png|jpe?g|gif)$/i;
const IMAGE_KEY = /^(image|photo|thumbnail|coverImage|src|poster|logo|avatar|icon)$/i;

interface Reference {
  file: string;
  key: string;
  value: string;
}

/** Every string in a parsed JSON value, with the key it sits under. */
function* stringsOf(value: unknown, key = ''): Generator<{ key: string; value: string }> {
  if (typeof value === 'string') yield { key, value };
  else if (Array.isArray(value)) for (const item of value) yield* stringsOf(item, key);
  else if (value && typeof value === 'object') for (const [name, item] of Object.entries(value)) yield* stringsOf(item, name);
}

const contentFiles = readdirSync(contentDir).filter((file) => file.endsWith('.json'));
// Judged by the key as well as the extension, so that an extension-less image URL is still caught.
const images: Reference[] = contentFiles.flatMap((file) =>
  [...stringsOf(JSON.parse(readFileSync(path.join(contentDir, file), 'utf8')))]
    .filter(({ key, value }) => IMAGE_KEY.test(key) || IMAGE_FILE.test(value.split(/[?#]/)[0]!))
    .map((reference) => ({ file, ...reference })),
);

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

describe('the images the seed content names (decisions.md 4)', () => {
  it('are found in every content file that has them', () => {
    const withImages = new Set(images.map((image) => image.file));
    expect([...withImages].sort()).toEqual(['blog.json', 'carousel.json', 'enablers.json', 'events.json', 'podcast.json', 'webinars.json']);
    // 21 enabler portraits and 7 carousel photos at the least.
    expect(images.length).toBeGreaterThanOrEqual(28);
  });

  it('are never hot-linked from another host', () => {
    const remote = images.filter((image) => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(image.value));
    expect(remote).toEqual([]);
  });

  it('are files the site serves itself, under web/public', () => {
    const missing = images.filter((image) => !image.value.startsWith('/') || !isFile(path.join(publicDir, image.value)));
    expect(missing).toEqual([]);
  });
});
