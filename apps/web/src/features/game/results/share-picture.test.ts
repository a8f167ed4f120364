import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVOKE_AFTER_MS, sharePicture, type ShareDevice } from './share-picture';

const PICTURE = {
  blob: new Blob(['png'], { type: 'image/png' }),
  fileName: 'results-2026-12-12.png',
  title: 'Name Place Animal Thing',
  text: 'Name Place Animal Thing · Dec 12, 2026 · 1. Ana 30',
};

/** A device whose share sheet takes files or not, answering a share with `answer`. */
function fakeDevice({
  files,
  answer = () => Promise.resolve(),
}: {
  files: boolean;
  answer?: () => Promise<void>;
}) {
  const share = vi.fn<(data: ShareData) => Promise<void>>(answer);
  const canShare = vi.fn((data?: ShareData) => files && (data?.files?.length ?? 0) > 0);
  const url = { createObjectURL: vi.fn(() => 'blob:picture'), revokeObjectURL: vi.fn() };
  const clicks: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this);
  });
  const device: ShareDevice = { navigator: { share, canShare }, document, url };
  return { device, share, canShare, url, clicks };
}

describe('sharing the results picture', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('hands the picture, the title and the summary to the share sheet where it takes files', async () => {
    const { device, share, clicks } = fakeDevice({ files: true });
    expect(await sharePicture(PICTURE, device)).toBe('shared');
    expect(share).toHaveBeenCalledTimes(1);
    const data = share.mock.calls[0]![0];
    expect(data.title).toBe(PICTURE.title);
    expect(data.text).toBe(PICTURE.text);
    expect(data.files).toHaveLength(1);
    expect(data.files![0]!.name).toBe('results-2026-12-12.png');
    expect(data.files![0]!.type).toBe('image/png');
    expect(clicks).toEqual([]);
  });

  it('downloads the picture where the device cannot share files, and lets its URL go afterwards', async () => {
    vi.useFakeTimers();
    const { device, share, url, clicks } = fakeDevice({ files: false });
    expect(await sharePicture(PICTURE, device)).toBe('downloaded');
    expect(share).not.toHaveBeenCalled();
    expect(url.createObjectURL).toHaveBeenCalledWith(PICTURE.blob);
    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.download).toBe('results-2026-12-12.png');
    expect(clicks[0]!.getAttribute('href')).toBe('blob:picture');
    // The link goes at once; the URL only once the download is under way.
    expect(clicks[0]!.isConnected).toBe(false);
    expect(url.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(url.revokeObjectURL).toHaveBeenCalledWith('blob:picture');
  });

  it('downloads where the browser has no share sheet at all', async () => {
    const { device, clicks } = fakeDevice({ files: true });
    const bare: ShareDevice = { ...device, navigator: {} as ShareDevice['navigator'] };
    expect(await sharePicture(PICTURE, bare)).toBe('downloaded');
    expect(clicks).toHaveLength(1);
  });

  it('takes the player closing the share sheet as no error, and downloads nothing', async () => {
    const { device, clicks } = fakeDevice({
      files: true,
      answer: () => Promise.reject(new DOMException('Share canceled', 'AbortError')),
    });
    expect(await sharePicture(PICTURE, device)).toBe('cancelled');
    expect(clicks).toEqual([]);
  });

  it('downloads the picture when the share sheet refuses it for another reason', async () => {
    const { device, clicks } = fakeDevice({
      files: true,
      answer: () => Promise.reject(new DOMException('No activation', 'NotAllowedError')),
    });
    expect(await sharePicture(PICTURE, device)).toBe('downloaded');
    expect(clicks).toHaveLength(1);
  });
});
