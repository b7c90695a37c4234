import qrcode from 'qrcode-generator';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeQr, type Pixels } from './qr-decode';

/** A real QR code of `text`, drawn `scale` pixels a module with its quiet zone, as RGBA pixels. */
function qrPixels(text: string, scale = 4): Pixels {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const margin = 4;
  const modules = code.getModuleCount() + margin * 2;
  const size = modules * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const row = Math.floor(y / scale) - margin;
      const column = Math.floor(x / scale) - margin;
      const inside = row >= 0 && column >= 0 && row < modules - margin * 2 && column < modules - margin * 2;
      if (inside && code.isDark(row, column)) data.fill(0, (y * size + x) * 4, (y * size + x) * 4 + 3);
    }
  }
  return { data, width: size, height: size };
}

afterEach(() => vi.unstubAllGlobals());

describe('decodeQr', () => {
  it("reads a guest's check-in code from a real QR code with jsQR where the browser has no BarcodeDetector", async () => {
    expect('BarcodeDetector' in globalThis).toBe(false);
    expect(await decodeQr(qrPixels('WFC-7K3M-Q2XP'))).toBe('WFC-7K3M-Q2XP');
  });

  it('answers null for an image without a QR code', async () => {
    const blank = qrPixels('x');
    blank.data.fill(255);
    expect(await decodeQr(blank)).toBeNull();
    expect(await decodeQr({ data: new Uint8ClampedArray(0), width: 0, height: 0 })).toBeNull();
  });

  it("uses the browser's BarcodeDetector for a canvas where it reads QR codes", async () => {
    const detect = vi.fn(async () => [{ rawValue: 'ABC-123' }]);
    const made: unknown[] = [];
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        static getSupportedFormats = async () => ['qr_code', 'ean_13'];
        constructor(options: unknown) {
          made.push(options);
        }
        detect = detect;
      },
    );
    const canvas = document.createElement('canvas');
    expect(await decodeQr(canvas)).toBe('ABC-123');
    expect(detect).toHaveBeenCalledWith(canvas);
    expect(made).toEqual([{ formats: ['qr_code'] }]);
  });

  it("falls back to jsQR where the browser's BarcodeDetector reads no QR codes", async () => {
    // jsdom has no ImageData: one of its shape, so that the detector would be given it.
    class FakeImageData implements Pixels {
      constructor(
        readonly data: Uint8ClampedArray,
        readonly width: number,
        readonly height: number,
      ) {}
    }
    vi.stubGlobal('ImageData', FakeImageData);
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        static getSupportedFormats = async () => ['ean_13'];
        detect = async () => [{ rawValue: 'wrong' }];
      },
    );
    const { data, width, height } = qrPixels('SECOND-CODE');
    expect(await decodeQr(new FakeImageData(data, width, height))).toBe('SECOND-CODE');
  });
});
