import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { QR_QUIET_ZONE, qrPath } from '@/lib/qr-path';

const LINK = 'https://npat.example/?jc=V1StGXR8_Z5jdHi6B-myT';

/** The modules a path from qrPath paints, as rows of booleans (true: dark). */
function paintedModules({ size, path }: { size: number; path: string }): boolean[][] {
  const modules = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const rest = path.replace(/M(\d+) (\d+)h(\d+)v1h-\3z/g, (_, x: string, y: string, width: string) => {
    for (let dx = 0; dx < Number(width); dx++) modules[Number(y)]![Number(x) + dx] = true;
    return '';
  });
  expect(rest, 'only one-module-high rectangles').toBe('');
  return modules;
}

describe('qrPath', () => {
  it('paints exactly the dark modules of the code at error correction M, inside a quiet zone of four modules', () => {
    const drawn = qrPath(LINK);
    const { data } = encode(LINK, { ecc: 'M', border: 0 });
    expect(drawn.size).toBe(data.length + 2 * QR_QUIET_ZONE);
    const painted = paintedModules(drawn);
    const quiet = Array<boolean>(QR_QUIET_ZONE).fill(false);
    const expected = [
      ...Array.from({ length: QR_QUIET_ZONE }, () => Array<boolean>(drawn.size).fill(false)),
      ...data.map((row) => [...quiet, ...row, ...quiet]),
      ...Array.from({ length: QR_QUIET_ZONE }, () => Array<boolean>(drawn.size).fill(false)),
    ];
    expect(painted).toEqual(expected);
  });

  it('draws different codes for different links', () => {
    expect(qrPath(`${LINK}a`).path).not.toBe(qrPath(`${LINK}b`).path);
    expect(qrPath(LINK)).toEqual(qrPath(LINK));
  });
});
