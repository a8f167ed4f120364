import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import {
  FIXTURE_INDEX_MARKER,
  FIXTURE_PRECOMPRESSED_ASSET_PATH,
  FIXTURE_UNCOMPRESSED_ASSET_PATH,
} from '../testing/web-dist-fixture.ts';

interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** A GET whose body is read as sent (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const BR_AND_GZIP = { 'accept-encoding': 'gzip, br' };
const GZIP_ONLY = { 'accept-encoding': 'gzip' };
const IMMUTABLE = 'public, max-age=31536000, immutable';
const LARGE_ANSWER = { words: Array.from({ length: 300 }, (_, i) => `word-${i}`) };
const POLLED_MESSAGE = 'x'.repeat(4096);

describe('compression of HTTP answers', () => {
  let server: TestServer;
  let webFile: (path: string, suffix?: string) => Buffer;
  beforeAll(async () => {
    server = await startTestServer({
      configure({ app, io }) {
        app.get('/api/test/large', async () => LARGE_ANSWER);
        // Whatever reaches a long-polling client next is several KB.
        io.engine.on('connection', (socket: { send(data: string): void }) => socket.send(POLLED_MESSAGE));
      },
    });
    webFile = (path, suffix = '') => readFileSync(join(server.config.webDist, `${path}${suffix}`));
  });
  afterAll(() => server?.close());

  const get = (path: string, headers: Record<string, string> = {}) => rawGet(`${server.url}${path}`, headers);
  const original = () => webFile(FIXTURE_PRECOMPRESSED_ASSET_PATH);

  it("answers a precompressed asset with its brotli copy to a client accepting br, keeping the asset's headers", async () => {
    const answer = await get(FIXTURE_PRECOMPRESSED_ASSET_PATH, BR_AND_GZIP);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.body).toEqual(webFile(FIXTURE_PRECOMPRESSED_ASSET_PATH, '.br'));
    expect(brotliDecompressSync(answer.body)).toEqual(original());
  });

  it('answers the gzip copy to a client accepting only gzip', async () => {
    const answer = await get(FIXTURE_PRECOMPRESSED_ASSET_PATH, GZIP_ONLY);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(answer.body)).toEqual(original());
  });

  it('answers the file itself, still varying on Accept-Encoding, to a client accepting no encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const answer = await get(FIXTURE_PRECOMPRESSED_ASSET_PATH, headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['vary']).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe(IMMUTABLE);
      expect(answer.body).toEqual(original());
    }
  });

  it('gives each encoding its own ETag and answers 304 to a revalidation of the same one', async () => {
    const br = await get(FIXTURE_PRECOMPRESSED_ASSET_PATH, BR_AND_GZIP);
    const identity = await get(FIXTURE_PRECOMPRESSED_ASSET_PATH);
    expect(br.headers['etag']).toBeDefined();
    expect(br.headers['last-modified']).toBeDefined();
    expect(br.headers['etag']).not.toBe(identity.headers['etag']);
    const revalidated = await get(FIXTURE_PRECOMPRESSED_ASSET_PATH, {
      ...BR_AND_GZIP,
      'if-none-match': String(br.headers['etag']),
    });
    expect(revalidated.status).toBe(304);
  });

  it('answers a range of the representation sent: of the brotli bytes with br, of the file without', async () => {
    const range = { range: 'bytes=0-99' };
    const br = await get(FIXTURE_PRECOMPRESSED_ASSET_PATH, { ...BR_AND_GZIP, ...range });
    const brCopy = webFile(FIXTURE_PRECOMPRESSED_ASSET_PATH, '.br');
    expect(br.status).toBe(206);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-range']).toBe(`bytes 0-99/${brCopy.length}`);
    expect(br.body).toEqual(brCopy.subarray(0, 100));

    const identity = await get(FIXTURE_PRECOMPRESSED_ASSET_PATH, range);
    expect(identity.status).toBe(206);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['content-range']).toBe(`bytes 0-99/${original().length}`);
    expect(identity.body).toEqual(original().subarray(0, 100));
  });

  it('never compresses a file on the fly, whether it has no compressed copy or is small', async () => {
    for (const path of [FIXTURE_UNCOMPRESSED_ASSET_PATH, '/robots.txt']) {
      const answer = await get(path, BR_AND_GZIP);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['vary']).toMatch(/accept-encoding/i);
      expect(answer.body).toEqual(webFile(path));
    }
  });

  it('answers the page at / and at a client route to a client that accepts no encoding', async () => {
    for (const path of ['/', '/credits', '/?jc=abc123']) {
      const answer = await get(path, { accept: 'text/html' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString()).toContain(FIXTURE_INDEX_MARKER);
    }
    // curl's default Accept.
    expect((await get('/', { accept: '*/*' })).status).toBe(200);
  });

  it('answers index.html, at / and for a client route, compressed and varying on Accept-Encoding', async () => {
    for (const path of ['/', '/credits']) {
      const answer = await get(path, { accept: 'text/html', ...BR_AND_GZIP });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['vary']).toMatch(/accept-encoding/i);
      expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
      expect(brotliDecompressSync(answer.body).toString()).toContain(FIXTURE_INDEX_MARKER);
    }
  });

  it('compresses a JSON API answer above 1 KB, brotli first, and leaves a small one as it is', async () => {
    const br = await get('/api/test/large', BR_AND_GZIP);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(LARGE_ANSWER);

    const gzip = await get('/api/test/large', GZIP_ONLY);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(LARGE_ANSWER);

    const plain = await get('/api/test/large');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(LARGE_ANSWER);

    const small = await get('/api/health', BR_AND_GZIP);
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ status: 'ok' });
  });

  it('never compresses socket.io long-polling answers, even of several KB', async () => {
    const handshake = await get('/socket.io/?EIO=4&transport=polling', BR_AND_GZIP);
    expect(handshake.status).toBe(200);
    expect(handshake.headers['content-encoding']).toBeUndefined();
    const { sid } = JSON.parse(handshake.body.toString().slice(1)) as { sid: string };

    const polled = await get(`/socket.io/?EIO=4&transport=polling&sid=${sid}`, BR_AND_GZIP);
    expect(polled.status).toBe(200);
    expect(polled.headers['content-encoding']).toBeUndefined();
    expect(polled.body.toString()).toContain(POLLED_MESSAGE);
  });
});
