/**
 * Reads the QR code of a guest's registration (her check-in code) from an image: with the
 * browser's own BarcodeDetector where it reads QR codes (Chrome on Android, Safari), else with
 * jsQR, loaded only then so that no first load carries it.
 */

/** An image's pixels as RGBA bytes: an ImageData, or anything of its shape. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

// The detector made for the browser's BarcodeDetector (made again if a test replaces it).
let made: { Detector: BarcodeDetectorClass; detector: Promise<BarcodeDetectorLike | null> } | undefined;

/** The browser's QR reader, or null where it has none that reads QR codes. */
function browserDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return Promise.resolve(null);
  if (made?.Detector !== Detector) {
    const detector = (async () => {
      try {
        const formats = await Detector.getSupportedFormats?.();
        return formats && !formats.includes('qr_code') ? null : new Detector({ formats: ['qr_code'] });
      } catch {
        return null;
      }
    })();
    made = { Detector, detector };
  }
  return made.detector;
}

const isCanvas = (source: Pixels | HTMLCanvasElement): source is HTMLCanvasElement =>
  typeof HTMLCanvasElement !== 'undefined' && source instanceof HTMLCanvasElement;

/** What BarcodeDetector takes: a canvas, or a real ImageData (not merely its shape). */
function bitmapSourceOf(source: Pixels | HTMLCanvasElement): ImageBitmapSource | null {
  if (isCanvas(source)) return source;
  return typeof ImageData !== 'undefined' && source instanceof ImageData ? source : null;
}

/** The text of the QR code in the image (a canvas, or its pixels), or null when none can be read. */
export async function decodeQr(source: Pixels | HTMLCanvasElement): Promise<string | null> {
  const detector = await browserDetector();
  const bitmap = bitmapSourceOf(source);
  if (detector && bitmap) {
    try {
      const [found] = await detector.detect(bitmap);
      return found?.rawValue || null;
    } catch {
      // A frame the detector could not take (the video not ready): jsQR may still read it.
    }
  }
  const pixels = isCanvas(source)
    ? source.getContext('2d', { willReadFrequently: true })?.getImageData(0, 0, source.width, source.height)
    : source;
  if (!pixels || pixels.width === 0 || pixels.height === 0) return null;
  const { default: jsQR } = await import('jsqr');
  return jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'dontInvert' })?.data || null;
}
