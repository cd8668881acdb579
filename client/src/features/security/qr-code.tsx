import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/**
 * A QR code of a text as one SVG path, drawn from the modules qrcode-generator computes (never its
 * own markup): dark on white whatever the theme, with the quiet zone a scanner needs.
 */
export function QrCode({ text, label, size = 184 }: { text: string; label: string; size?: number }) {
  const { count, path } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    const n = qr.getModuleCount();
    let d = '';
    for (let row = 0; row < n; row++) for (let col = 0; col < n; col++) if (qr.isDark(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
    return { count: n + 8, path: d };
  }, [text]);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${count} ${count}`} shapeRendering="crispEdges" data-testid="two-factor-qr">
      <rect width={count} height={count} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
