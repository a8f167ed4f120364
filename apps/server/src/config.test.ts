import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadDatabaseLocation } from './config.ts';
import { REPO_ROOT } from './paths.ts';

// With a SESSION_SECRET, loadConfig touches no file, so these tests never write under data/.
const SECRET = 'x'.repeat(32);

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig({ SESSION_SECRET: SECRET, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('loadConfig', () => {
  it('fills in the defaults when nothing is set', () => {
    const config = loadConfig({ SESSION_SECRET: SECRET });
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: join(REPO_ROOT, 'data'),
      database: { dialect: 'sqlite', file: join(REPO_ROOT, 'data', 'npat.sqlite') },
      redisUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Name Place Animal Thing <no-reply@localhost>',
      publicUrl: 'http://localhost:3000',
      publicOrigin: 'http://localhost:3000',
      sessionSecret: SECRET,
      logLevel: 'info',
      authRateLimitPerMinute: 20,
      guestsPerIp: { perMinute: 50, perHour: 200 },
      trustProxy: false,
      intentRatePerSecond: 20,
      intentBurst: 40,
      roomCreationsPerMinute: 5,
      roomRetentionMs: 7 * 24 * 60 * 60_000,
      overloadDelayMs: 150,
      maxPlayersInGames: 6000,
      webDist: join(REPO_ROOT, 'apps', 'web', 'dist'),
      refereeLearning: true,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/npat',
      DATABASE_URL: 'postgres://npat:pw@db.internal:5432/npat',
      REDIS_URL: 'rediss://cache.internal:6380',
      SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
      MAIL_FROM: 'Game Night <games@example.com>',
      PUBLIC_URL: 'https://npat.example.com/',
      SESSION_SECRET: SECRET,
      LOG_LEVEL: 'DEBUG',
      AUTH_RATE_LIMIT_PER_MINUTE: '500',
      GUESTS_PER_IP_PER_MINUTE: '80',
      GUESTS_PER_IP_PER_HOUR: '400',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      INTENT_RATE_PER_SECOND: '50',
      INTENT_BURST: '100',
      ROOM_CREATIONS_PER_MINUTE: '30',
      ROOM_RETENTION_DAYS: '0.5',
      OVERLOAD_DELAY_MS: '400',
      MAX_PLAYERS_IN_GAMES: '12000',
      WEB_DIST: '/srv/web',
      REFEREE_LEARNING: 'off',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/npat',
      database: { dialect: 'postgres', url: 'postgres://npat:pw@db.internal:5432/npat' },
      redisUrl: 'rediss://cache.internal:6380',
      smtpUrl: 'smtps://mailer:pw@smtp.example.com:465',
      mailFrom: 'Game Night <games@example.com>',
      publicUrl: 'https://npat.example.com',
      publicOrigin: 'https://npat.example.com',
      sessionSecret: SECRET,
      logLevel: 'debug',
      authRateLimitPerMinute: 500,
      guestsPerIp: { perMinute: 80, perHour: 400 },
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      intentRatePerSecond: 50,
      intentBurst: 100,
      roomCreationsPerMinute: 30,
      roomRetentionMs: 12 * 60 * 60_000,
      overloadDelayMs: 400,
      maxPlayersInGames: 12000,
      webDist: '/srv/web',
      refereeLearning: false,
    });
  });

  it('reads REFEREE_LEARNING as on or off, whatever the case', () => {
    const learning = (value: string) =>
      loadConfig({ SESSION_SECRET: SECRET, REFEREE_LEARNING: value }).refereeLearning;
    expect(learning('on')).toBe(true);
    expect(learning('OFF')).toBe(false);
  });

  it('reads TRUST_PROXY as on or off too', () => {
    const trustProxy = (value: string) =>
      loadConfig({ SESSION_SECRET: SECRET, TRUST_PROXY: value }).trustProxy;
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('false')).toBe(false);
  });

  it('keeps closed rooms no time at all with ROOM_RETENTION_DAYS=0', () => {
    expect(loadConfig({ SESSION_SECRET: SECRET, ROOM_RETENTION_DAYS: '0' }).roomRetentionMs).toBe(0);
  });

  it("names the default mail sender after PUBLIC_URL's host and accepts a bare MAIL_FROM address", () => {
    expect(loadConfig({ SESSION_SECRET: SECRET, PUBLIC_URL: 'https://npat.example.com' }).mailFrom).toBe(
      'Name Place Animal Thing <no-reply@npat.example.com>',
    );
    expect(loadConfig({ SESSION_SECRET: SECRET, MAIL_FROM: 'games@example.com' }).mailFrom).toBe(
      'games@example.com',
    );
  });

  it('derives the default PUBLIC_URL and database file from PORT and DATA_DIR', () => {
    const config = loadConfig({ SESSION_SECRET: SECRET, PORT: '4000', DATA_DIR: '/var/lib/npat' });
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.database).toEqual({ dialect: 'sqlite', file: '/var/lib/npat/npat.sqlite' });
  });

  it('resolves relative paths against the directory npm was started from', () => {
    const config = loadConfig({
      SESSION_SECRET: SECRET,
      INIT_CWD: '/home/player/npat',
      DATA_DIR: 'state',
      DATABASE_URL: 'sqlite:./state/game.sqlite',
      WEB_DIST: '../web-build',
    });
    expect(config.dataDir).toBe('/home/player/npat/state');
    expect(config.database).toEqual({ dialect: 'sqlite', file: '/home/player/npat/state/game.sqlite' });
    expect(config.webDist).toBe('/home/player/web-build');
  });

  it('treats a blank variable as unset', () => {
    expect(loadConfig({ SESSION_SECRET: SECRET, PORT: '', REDIS_URL: '  ' })).toMatchObject({
      port: 3000,
      redisUrl: undefined,
    });
  });

  it.each([
    ['PORT', 'abc', 'PORT must be a whole number from 0 to 65535 (got "abc")'],
    ['PORT', '65536', 'PORT must be a whole number from 0 to 65535 (got "65536")'],
    ['PORT', '-1', 'PORT must be a whole number from 0 to 65535 (got "-1")'],
    ['PORT', '80.5', 'PORT must be a whole number from 0 to 65535 (got "80.5")'],
    [
      'HOST',
      'my host',
      'HOST must be a host name or IP address such as 127.0.0.1 or 0.0.0.0 (got "my host")',
    ],
    [
      'DATABASE_URL',
      'mysql://localhost/npat',
      'DATABASE_URL must be a postgres:// or postgresql:// URL, or an SQLite file (sqlite:path, file:path or a plain path) (got "mysql://localhost/npat")',
    ],
    [
      'REDIS_URL',
      'http://cache:6379',
      'REDIS_URL must be a redis:// or rediss:// URL (got "http://cache:6379")',
    ],
    ['SMTP_URL', 'mail.example.com', 'SMTP_URL must be an smtp:// or smtps:// URL (got "mail.example.com")'],
    [
      'PUBLIC_URL',
      'localhost:3000',
      'PUBLIC_URL must be an http:// or https:// URL such as https://npat.example.com (got "localhost:3000")',
    ],
    [
      'MAIL_FROM',
      'not an address',
      'MAIL_FROM must be an email address, optionally with a name: Name Place Animal Thing <no-reply@example.com> (got "not an address")',
    ],
    [
      'AUTH_RATE_LIMIT_PER_MINUTE',
      '0',
      'AUTH_RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 1000000 (got "0")',
    ],
    [
      'AUTH_RATE_LIMIT_PER_MINUTE',
      'lots',
      'AUTH_RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 1000000 (got "lots")',
    ],
    [
      'TRUST_PROXY',
      'proxy.internal',
      'TRUST_PROXY must be true, false, or a comma-separated list of the proxies\' addresses and CIDR ranges such as 10.0.0.0/8,::1 (got "proxy.internal")',
    ],
    [
      'GUESTS_PER_IP_PER_HOUR',
      '0',
      'GUESTS_PER_IP_PER_HOUR must be a whole number from 1 to 1000000 (got "0")',
    ],
    ['INTENT_BURST', '0', 'INTENT_BURST must be a whole number from 1 to 10000 (got "0")'],
    [
      'INTENT_RATE_PER_SECOND',
      '2.5',
      'INTENT_RATE_PER_SECOND must be a whole number from 1 to 1000 (got "2.5")',
    ],
    [
      'ROOM_RETENTION_DAYS',
      '-1',
      'ROOM_RETENTION_DAYS must be a number of days from 0 to 3650, such as 7 or 0.5 (got "-1")',
    ],
    [
      'ROOM_RETENTION_DAYS',
      '3651',
      'ROOM_RETENTION_DAYS must be a number of days from 0 to 3650, such as 7 or 0.5 (got "3651")',
    ],
    [
      'ROOM_RETENTION_DAYS',
      '1 week',
      'ROOM_RETENTION_DAYS must be a number of days from 0 to 3650, such as 7 or 0.5 (got "1 week")',
    ],
    ['SESSION_SECRET', 'too-short', 'SESSION_SECRET must be at least 32 characters long (got 9 characters)'],
    [
      'LOG_LEVEL',
      'loud',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    ['REFEREE_LEARNING', 'yes', 'REFEREE_LEARNING must be on or off (got "yes")'],
  ])('rejects %s=%s with one clear line', (name, value, message) => {
    expect(problemsOf({ [name]: value })).toEqual([message]);
  });

  it('lists every bad variable, one line each, in a stable order', () => {
    expect(problemsOf({ LOG_LEVEL: 'loud', PORT: 'abc', REDIS_URL: 'nope' })).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "abc")',
      'REDIS_URL must be a redis:// or rediss:// URL (got "nope")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ]);
  });

  it('never repeats a password or secret in its messages', () => {
    const problems = problemsOf({
      DATABASE_URL: 'mysql://npat:hunter2@db/npat',
      SMTP_URL: 'http://mailer:hunter2@smtp.example.com',
      SESSION_SECRET: 'hunter2',
    });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).not.toContain('hunter2');
    expect(problems[0]).toContain('mysql://npat:***@db/npat');
  });
});

describe('loadDatabaseLocation', () => {
  it('finds the database as loadConfig does, without a session secret or any other variable', () => {
    expect(loadDatabaseLocation({ INIT_CWD: '/home/player/npat', DATA_DIR: 'state', PORT: 'abc' })).toEqual({
      dataDir: '/home/player/npat/state',
      database: { dialect: 'sqlite', file: '/home/player/npat/state/npat.sqlite' },
    });
    expect(loadDatabaseLocation({ DATABASE_URL: 'postgres://npat@db.internal/npat' }).database).toEqual({
      dialect: 'postgres',
      url: 'postgres://npat@db.internal/npat',
    });
    expect(loadDatabaseLocation({}).database).toEqual(loadConfig({ SESSION_SECRET: SECRET }).database);
  });

  it('rejects a bad DATABASE_URL with the same line as the server', () => {
    expect(() => loadDatabaseLocation({ DATABASE_URL: 'mysql://localhost/npat' })).toThrow(
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    );
  });
});
