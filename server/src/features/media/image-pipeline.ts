import { createHash } from 'node:crypto';
import { acceptedImageTypes, mediaMessages } from '@wfc/shared';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { badRequest } from '../../lib/app-error';

/**
 * Turns an uploaded image into the renditions the site serves (decision 023): the type is read
 * from the bytes (never the name or the browser's word), sharp decodes with a pixel limit and stops
 * at the first damaged byte, EXIF orientation is applied and metadata dropped, and each width up to
 * the original's is written as WebP and AVIF.
 */

/** Widths made for each image: an enabler's portrait at 80 and 160 CSS px, twice each for sharp screens. */
const VARIANT_WIDTHS = [160, 320, 640] as const;
/** The most pixels an upload may decode to: a decompression bomb is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface Rendition {
  id: string;
  format: 'webp' | 'avif';
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  width: number;
  height: number;
  renditions: Rendition[];
}

const refuse = (message: string) => badRequest(message, { file: message });

export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(acceptedImageTypes as readonly string[]).includes(type.mime)) throw refuse(mediaMessages.wrongType);

  // failOn 'truncated' refuses an image cut short; 'error' would also refuse harmless warnings.
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', sequentialRead: true });
  let width: number;
  let height: number;
  try {
    const metadata = await input().metadata();
    if (!metadata.width || !metadata.height) throw refuse(mediaMessages.unreadable);
    if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw refuse(mediaMessages.tooManyPixels);
    const upright = metadata.orientation !== undefined && metadata.orientation >= 5;
    width = upright ? metadata.height : metadata.width;
    height = upright ? metadata.width : metadata.height;
    const widths = [...new Set(VARIANT_WIDTHS.map((target) => Math.min(target, width)))];
    const renditions: Rendition[] = [];
    for (const target of widths) {
      for (const format of ['webp', 'avif'] as const) {
        const pipeline = input().rotate().resize({ width: target, withoutEnlargement: true });
        const { data, info } = await (
          format === 'webp' ? pipeline.webp({ quality: 80 }) : pipeline.avif({ quality: 55, effort: 4 })
        ).toBuffer({ resolveWithObject: true });
        const hash = createHash('sha256').update(data).digest('base64url').slice(0, 22);
        renditions.push({ id: `${hash}.${format}`, format, width: info.width, height: info.height, data });
      }
    }
    return { width, height, renditions };
  } catch (error) {
    if (error instanceof Error && error.name === 'AppError') throw error;
    // Sharp's own words name its internals; the person is told what to do.
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw refuse(mediaMessages.tooManyPixels);
    throw refuse(mediaMessages.unreadable);
  }
}
