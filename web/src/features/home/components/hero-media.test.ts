import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { heroMedia } from './hero';

const publicDir = path.resolve(import.meta.dirname, '../../../../public');
/** decisions.md 4: the hero video is at most about 1 MB. */
const MAX_VIDEO_BYTES = 1_000_000;
/** Where each format's signature sits in the file, so a renamed or empty file does not pass. */
const signatures: Record<string, { offset: number; bytes: string }> = {
  'video/webm': { offset: 0, bytes: '\x1a\x45\xdf\xa3' },
  'video/mp4': { offset: 4, bytes: 'ftyp' },
};

const read = (src: string) => readFileSync(path.join(publicDir, src));

describe("the hero's media (decisions.md 4)", () => {
  it.each(heroMedia.sources)('$src is a $type file of at most about 1 MB', ({ src, type }) => {
    const file = read(src);
    expect(file.length).toBeGreaterThan(0);
    expect(file.length).toBeLessThanOrEqual(MAX_VIDEO_BYTES);
    const { offset, bytes } = signatures[type]!;
    expect(file.toString('latin1', offset, offset + bytes.length)).toBe(bytes);
  });

  it('has a WebP poster', () => {
    const file = read(heroMedia.poster);
    expect(file.toString('latin1', 0, 4)).toBe('RIFF');
    expect(file.toString('latin1', 8, 12)).toBe('WEBP');
  });
});
