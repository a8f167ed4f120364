/** What became of the picture: on the device's share sheet, in the downloads, or the player closed the sheet. */
export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled';

export type Picture = { blob: Blob; fileName: string; title: string; text: string };

/** The browser parts the flow uses, a fake in tests. */
export type ShareDevice = {
  navigator: Pick<Navigator, 'share' | 'canShare'>;
  document: Document;
  url: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
};

/**
 * Long enough for the browser to start saving: some browsers (Firefox) drop a download whose object URL is
 * revoked in the click's task.
 */
export const REVOKE_AFTER_MS = 30_000;

const browserDevice = (): ShareDevice => ({ navigator, document, url: URL });

/**
 * Hands the picture to the device's share sheet where it takes files, else saves it as a download. The
 * player closing the sheet is no error; any other refusal (the press's activation ran out while drawing, a
 * denied permission) saves it instead.
 */
export async function sharePicture(
  picture: Picture,
  device: ShareDevice = browserDevice(),
): Promise<ShareOutcome> {
  const file = new File([picture.blob], picture.fileName, { type: 'image/png' });
  const { navigator: nav } = device;
  if (typeof nav.share === 'function' && nav.canShare?.({ files: [file] })) {
    try {
      await nav.share({ files: [file], title: picture.title, text: picture.text });
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  downloadPicture(picture, device);
  return 'downloaded';
}

/** Saves the picture through a link with `download`, its object URL revoked once the download is under way. */
function downloadPicture(picture: Picture, { document: doc, url }: ShareDevice): void {
  const href = url.createObjectURL(picture.blob);
  const link = doc.createElement('a');
  link.href = href;
  link.download = picture.fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => url.revokeObjectURL(href), REVOKE_AFTER_MS);
}
