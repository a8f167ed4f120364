import type { CardBox, CardRays, CardText, ShareCardLayout } from './share-card-layout';

/** The app's one family (src/app/theme.css --font-sans), so the picture reads like the screens. */
const FONT_FAMILY = "'Nunito Variable', ui-rounded, system-ui, sans-serif";

const fontOf = (item: Pick<CardText, 'size' | 'weight'>) => `${item.weight} ${item.size}px ${FONT_FAMILY}`;

/** Paints `layout` on a canvas of its size and resolves with the picture as a PNG. */
export async function drawShareCard(layout: ShareCardLayout): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = layout.width;
  canvas.height = layout.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser draws no 2D canvas');
  await fontsFor(layout);
  paintShareCard(context, layout);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The canvas made no PNG'))),
      'image/png',
    );
  });
}

/** Paints every item in order, later ones over earlier ones. */
export function paintShareCard(context: CanvasRenderingContext2D, layout: ShareCardLayout): void {
  context.fillStyle = layout.background;
  context.fillRect(0, 0, layout.width, layout.height);
  for (const item of layout.items) {
    if (item.kind === 'rays') paintRays(context, item, Math.hypot(layout.width, layout.height));
    else if (item.kind === 'box') paintBox(context, item);
    else paintText(context, item);
  }
}

/**
 * A canvas draws with whatever font is loaded at that moment: load the family's faces for these weights and
 * these very characters (a Turkish or accented name needs the latin-ext subset), then wait for every font.
 * Best effort: offline, the picture is drawn in the fallback family.
 */
async function fontsFor(layout: ShareCardLayout): Promise<void> {
  const fonts = document.fonts as FontFaceSet | undefined;
  if (!fonts) return;
  const texts = layout.items.filter((item): item is CardText => item.kind === 'text');
  const sample = [...new Set(texts.flatMap((item) => [...item.text]))].join('');
  const faces = [...new Set(texts.map(fontOf))];
  try {
    await Promise.all(faces.map((font) => fonts.load(font, sample)));
    await fonts.ready;
  } catch {
    // Drawn in the fallback family.
  }
}

function paintRays(context: CanvasRenderingContext2D, rays: CardRays, reach: number): void {
  const step = (2 * Math.PI) / rays.count;
  context.fillStyle = rays.colour;
  context.beginPath();
  for (let index = 0; index < rays.count; index += 1) {
    const from = index * step;
    context.moveTo(rays.x, rays.y);
    context.lineTo(rays.x + reach * Math.cos(from), rays.y + reach * Math.sin(from));
    context.lineTo(rays.x + reach * Math.cos(from + step / 2), rays.y + reach * Math.sin(from + step / 2));
    context.closePath();
  }
  context.fill();
}

function paintBox(context: CanvasRenderingContext2D, item: CardBox): void {
  context.fillStyle = item.colour;
  context.beginPath();
  // roundRect is newer than toBlob (Safari 16, Firefox 112): square corners where it is missing.
  if (typeof context.roundRect === 'function')
    context.roundRect(item.x, item.y, item.width, item.height, item.radii);
  else context.rect(item.x, item.y, item.width, item.height);
  context.fill();
}

function paintText(context: CanvasRenderingContext2D, item: CardText): void {
  context.font = fontOf(item);
  context.fillStyle = item.colour;
  context.textAlign = item.align;
  context.textBaseline = 'middle';
  context.fillText(fitted(context, item.text, item.maxWidth), item.x, item.y);
}

/** `text` as it is when it fits, else shortened by whole characters to fit with an ellipsis. */
function fitted(context: CanvasRenderingContext2D, text: string, maxWidth: number): string {
  if (context.measureText(text).width <= maxWidth) return text;
  const characters = [...text];
  while (characters.length > 1 && context.measureText(`${characters.join('')}…`).width > maxWidth)
    characters.pop();
  return `${characters.join('').trimEnd()}…`;
}
