import type { Knowledge } from '../arena/knowledge.ts';
import type { HttpMessage } from '../arena/http-request.ts';
import { EVIL_STRINGS } from '../generate/evil-values.ts';
import { mutateText } from '../generate/mutate-bytes.ts';
import { mutateValue } from '../generate/mutate.ts';
import type { ValuePool } from '../generate/value-pool.ts';
import type { Random } from '../random.ts';
import type { RouteInfo } from '../server/probe-protocol.ts';
import { bodyArbitrary, hasBodySchema } from './http-bodies.ts';

export type HttpFlavour = 'valid' | 'mutated-body' | 'bytes-body' | 'headers' | 'path' | 'method' | 'huge';

/** An HTTP message with the route it was made for, which names its findings. */
export interface HttpCase {
  readonly flavour: HttpFlavour;
  readonly route: string;
  readonly message: HttpMessage;
}

const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND', 'SEARCH'];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/octet-stream',
  'application/json, text/plain',
  ';;;',
];

/** Makes HTTP requests for one lane, for every route the server registered (and some it did not). */
export class HttpMessageMaker {
  private readonly routes: readonly RouteInfo[];

  constructor(
    routes: readonly RouteInfo[],
    private readonly baseUrl: string,
    private readonly random: Random,
    private readonly pool: ValuePool,
    private readonly knowledge: Knowledge,
  ) {
    // HEAD routes Fastify adds for every GET are reached through the GET's case with another method.
    this.routes = routes.filter((route) => route.method !== 'HEAD');
  }

  next(cookie: string): HttpCase {
    const { random } = this;
    const route = random.pick(this.routes);
    const flavour = random.weighted<HttpFlavour>([
      ['valid', 35],
      ['mutated-body', 20],
      ['bytes-body', 12],
      ['headers', 12],
      ['path', 12],
      ['method', 6],
      ['huge', 0.5],
    ]);
    const carriesBody = route.method !== 'GET' || random.chance(0.05);
    const valid = this.validBody(route);
    let body: string | Buffer | undefined = carriesBody ? JSON.stringify(valid) : undefined;
    if (flavour === 'mutated-body') body = JSON.stringify(mutateValue(valid, random)) ?? 'null';
    if (flavour === 'bytes-body') body = mutateText(JSON.stringify(valid) ?? '', random);
    if (flavour === 'huge')
      body = random.chance(0.5) ? 'x'.repeat(2_000_000) : `{"a":"${'y'.repeat(1_100_000)}"}`;
    const headers: Record<string, string> = {
      origin: this.baseUrl,
      accept: 'application/json',
      cookie,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    };
    if (flavour === 'headers') this.oddHeaders(headers, cookie);
    const method = flavour === 'method' ? random.pick(METHODS) : route.method;
    const path = flavour === 'path' ? this.oddPath(route.url) : this.fillPath(route.url);
    return {
      flavour,
      route: `${route.method} ${route.url}`,
      message: { method, path, headers, ...(body !== undefined && { body }) },
    };
  }

  private validBody(route: RouteInfo): unknown {
    const value = this.pool.draw(bodyArbitrary(route.method, route.url));
    if (!hasBodySchema(route.method, route.url) || typeof value !== 'object' || value === null) return value;
    const code = this.knowledge.anyRoom(this.random)?.joinCode;
    // A real join code now and then, in any case and with spaces, as people type them.
    if ('code' in value && code !== undefined && this.random.chance(0.7))
      return { ...value, code: this.random.pick([code, code.toLowerCase(), ` ${code} `]) };
    return value;
  }

  /** The route's pattern with its parameters filled: a real room id most of the time. */
  private fillPath(pattern: string): string {
    const { random } = this;
    return pattern
      .replace(/:(\w+)/g, () => {
        const room = this.knowledge.anyRoom(random);
        return room !== undefined && random.chance(0.7)
          ? encodePathPart(room.roomId)
          : encodePathPart(random.pick(EVIL_STRINGS));
      })
      .replace(/\*$/, () =>
        random.pick([
          '',
          'index.html',
          'room/abc',
          'assets/x.js',
          'favicon.ico',
          '%2e%2e/%2e%2e/etc/passwd',
          'a/'.repeat(50),
        ]),
      );
  }

  private oddPath(pattern: string): string {
    const { random } = this;
    const path = this.fillPath(pattern);
    return random.pick([
      `${path}?${random.pick(['a=1&a=2', '__proto__[x]=1', 'constructor[prototype][x]=1', 'roomId=%00', `q=${'z'.repeat(5000)}`, '%', '&&&=='])}`,
      `${path}/`,
      `${path}//`,
      path.toUpperCase(),
      `${path}%00`,
      `${path}/..;/`,
      `${path}/${encodePathPart(random.pick(EVIL_STRINGS))}`,
      `/api/${encodePathPart(random.pick(EVIL_STRINGS))}`,
      `/api/rooms/${'r'.repeat(random.pick([101, 3000]))}`,
      `//${path}`,
      `${path}#fragment`,
      '/socket.io/?EIO=4&transport=polling',
      '/socket.io/?EIO=3&transport=websocket',
    ]);
  }

  private oddHeaders(headers: Record<string, string>, cookie: string): void {
    const { random } = this;
    const change = random.int(0, 9);
    if (change === 0)
      headers.origin = random.pick([
        'http://evil.example',
        'null',
        `${this.baseUrl}.evil.example`,
        'file://',
        '',
      ]);
    if (change === 1) {
      delete headers.origin;
      headers['sec-fetch-site'] = random.pick(['cross-site', 'same-site', 'none', 'same-origin', '']);
    }
    if (change === 2) headers['content-type'] = random.pick(CONTENT_TYPES);
    if (change === 3) delete headers['content-type'];
    if (change === 4) delete headers.cookie;
    if (change === 5)
      headers.cookie = random.pick([
        'npat_session=',
        `npat_session=${'a'.repeat(64)}`,
        `npat_session=${'b'.repeat(6000)}`,
        `${cookie}; ${cookie}`,
        `npat_session=%00%ff; ${cookie}`,
        'npat_session=undefined',
      ]);
    if (change === 6)
      headers.accept = random.pick(['text/html', '*/*', 'text/html;q=0.1, application/json', '']);
    if (change === 7)
      headers['x-forwarded-for'] = random.pick(['1.2.3.4', '127.0.0.1, 10.0.0.1', '::1', 'garbage']);
    if (change === 8) headers['content-encoding'] = random.pick(['gzip', 'deflate', 'br', 'identity', 'x']);
    if (change === 9) headers['accept-language'] = 'x'.repeat(random.pick([10, 4000]));
  }
}

/** Percent-encodes the UTF-8 bytes of `text` (encodeURIComponent throws on a lone surrogate). */
function encodePathPart(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');
}
