import { encode } from 'uqr';

/** Light modules around the code that QR readers need to find it (ISO/IEC 18004: four modules). */
export const QR_QUIET_ZONE = 4;

export type QrPath = {
  /** Modules per side, the quiet zone included: the SVG's viewBox is `0 0 size size`. */
  size: number;
  /** One SVG path of every dark module, one rectangle per run of dark modules in a row. */
  path: string;
};

/**
 * `text` as a QR code (error correction M, up to 15 % of it may be covered or smudged) drawn as a single
 * SVG path in module units, the quiet zone included, so it stays sharp at any size.
 */
export function qrPath(text: string): QrPath {
  const { data } = encode(text, { ecc: 'M', border: 0 });
  let path = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (row[x]) x++;
      path += `M${start + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h${x - start}v1h-${x - start}z`;
    }
  });
  return { size: data.length + 2 * QR_QUIET_ZONE, path };
}
