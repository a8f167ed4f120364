import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';

/** Side of the square the code is drawn on: about ten pixels a module for a code of a few dozen modules. */
const SIDE = 400;

/**
 * The text of the QR code drawn by the inline <svg> `locator` points at. The page draws the SVG on a white
 * canvas and hands its pixels over; jsQR decodes them here (no PNG decoder needed). Fails when no code is read.
 */
export async function readQrCode(locator: Locator): Promise<string> {
  const pixels = await locator.evaluate(async (svg, side) => {
    if (!(svg instanceof SVGSVGElement)) throw new Error(`Not an <svg>: <${svg.tagName.toLowerCase()}>`);
    // The drawn image does not see the page's CSS: the SVG is drawn at an explicit size, on white.
    const copy = svg.cloneNode(true) as SVGSVGElement;
    copy.setAttribute('width', String(side));
    copy.setAttribute('height', String(side));
    const source = new XMLSerializer().serializeToString(copy);
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas context');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, side, side);
    context.drawImage(image, 0, 0, side, side);
    // As base64: a list of 640,000 numbers took seconds to serialise out of the page.
    const bytes = context.getImageData(0, 0, side, side).data;
    let binary = '';
    for (let start = 0; start < bytes.length; start += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
    }
    return btoa(binary);
  }, SIDE);
  const code = jsQR(new Uint8ClampedArray(Buffer.from(pixels, 'base64')), SIDE, SIDE);
  if (!code) throw new Error('No QR code could be read from the element');
  return code.data;
}
