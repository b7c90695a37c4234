import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

// The quiet zone a QR code needs around it, in modules.
const MARGIN = 4;

/**
 * A QR code drawn here as SVG (qrcode-generator makes the modules; no image from elsewhere, no data
 * URL): black squares on white whatever the page's colours, so every camera reads it.
 */
export function QrCode({ value, label, className = '' }: { value: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(value);
    code.make();
    const count = code.getModuleCount();
    let squares = '';
    for (let row = 0; row < count; row += 1) {
      for (let column = 0; column < count; column += 1) {
        if (code.isDark(row, column)) squares += `M${column + MARGIN} ${row + MARGIN}h1v1h-1z`;
      }
    }
    return { size: count + MARGIN * 2, path: squares };
  }, [value]);

  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className={className}>
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
