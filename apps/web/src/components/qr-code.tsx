import { useMemo } from 'react';
import { encode } from 'uqr';

// The quiet zone a scanner needs around the code, in modules (ISO/IEC 18004 asks for 4).
const QUIET_ZONE = 4;

/**
 * A QR code drawn as one SVG path (the QRIS of a counter payment, in the booking wizard and the staff app), dark on white in both themes (scanners want that contrast). Medium
 * error correction copes with a phone camera at the counter.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: QUIET_ZONE });
    let d = '';
    qr.data.forEach((row, y) => {
      row.forEach((isDark, x) => {
        if (isDark) d += `M${x} ${y}h1v1h-1z`;
      });
    });
    return { size: qr.size, path: d };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
