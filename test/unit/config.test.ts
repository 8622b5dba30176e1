import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import t from 'tap';
import { CMS_URL_MISSING, ConfigError, DATABASE_URL_MISSING, loadConfig, loadVariables, lookalikeVariables, PROVIDER_URL_MISSING } from '../../server/config.ts';

/** The two services a portal outside the demo must be told of. */
const SERVICES = { HEADLESS_CMS_URL: 'https://cms.internal', SECURITY_PROVIDER_URL: 'https://sp.internal' };

/** The configuration of `env` with the two services named. */
const withServices = (env: Record<string, string>) => loadConfig({ ...SERVICES, ...env });

t.test('defaults: port 3000, loopback, the up web, not the demo, JSON logs', async (t) => {
  const config = withServices({});
  t.equal(config.port, 3000);
  t.equal(config.host, '127.0.0.1');
  t.equal(config.publicUrl, 'http://localhost:3000');
  t.equal(config.cmsUrl, 'https://cms.internal');
  t.equal(config.demo, false);
  t.equal(config.embeddedCmsPort, 3100);
  t.equal(config.cmsCacheRetentionS, 60);
  t.same(config.webs, [{ url: '/up', name: 'Úřad práce ČR' }]);
  t.equal(config.logLevel, 'info');
  t.equal(config.logFormat, 'json');
});

t.test('safe by default: no content service or security provider named is one line each, whatever NODE_ENV says', async (t) => {
  for (const NODE_ENV of [undefined, 'production', 'development', 'test']) {
    const error = t.throws(() => loadConfig({ NODE_ENV })) as ConfigError;
    t.equal(error.problems.length, 2, `NODE_ENV=${NODE_ENV}`);
    t.match(error.problems[0], CMS_URL_MISSING);
    t.match(error.problems[0], 'HEADLESS_CMS_URL');
    t.match(error.problems[1], PROVIDER_URL_MISSING);
    t.match(error.problems[1], 'SECURITY_PROVIDER_URL');
  }
  t.equal(CMS_URL_MISSING, 'Headless CMS url is not configured.');
  t.same((t.throws(() => loadConfig({ HEADLESS_CMS_URL: 'https://cms.internal' })) as ConfigError).problems.length, 1, 'the provider alone');
  const demo = loadConfig({ DEMO: 'true' });
  t.equal(demo.demo, true, 'the demo may leave both out: its stand-ins start');
  t.equal(demo.cmsUrl, undefined);
  t.equal(demo.securityProviderUrl, undefined);
  t.equal(loadConfig({ DEMO: 'true', ...SERVICES }).cmsUrl, 'https://cms.internal', 'the demo uses a service it is given');
});

t.test('a variable that looks like one of the portal\'s is refused outside the demo, naming the one meant', async (t) => {
  const error = t.throws(() => withServices({ HEADLESS_CMS_ULR: 'https://cms.example', SEARCH_RATE_PER_MINUT: '10', loglevel: 'warn' })) as ConfigError;
  t.same(error.problems, [
    'HEADLESS_CMS_ULR is not a variable of the portal: did you mean HEADLESS_CMS_URL?',
    'SEARCH_RATE_PER_MINUT is not a variable of the portal: did you mean SEARCH_RATE_PER_MINUTE?',
    'loglevel is not a variable of the portal: did you mean LOG_LEVEL?',
  ]);
  // The same misspelling without the real name set: still refused, and the missing service is said too.
  const missing = t.throws(() => loadConfig({ HEADLESS_CMS_ULR: 'https://cms.example', SECURITY_PROVIDER_URL: 'https://sp.internal' })) as ConfigError;
  t.equal(missing.problems.length, 2);
  t.match(missing.problems[0], CMS_URL_MISSING);
  t.match(missing.problems[1], 'did you mean HEADLESS_CMS_URL?');
  t.equal(loadConfig({ DEMO: 'true', HEADLESS_CMS_ULR: 'https://cms.example' }).demo, true, 'the demo starts (and main.ts warns)');
  t.same(lookalikeVariables({ HEADLESS_CMS_ULR: 'x', DEMOS: 'x' }), [
    { name: 'HEADLESS_CMS_ULR', meant: 'HEADLESS_CMS_URL' },
    { name: 'DEMOS', meant: 'DEMO' },
  ]);
});

t.test('the variables of a machine, a shell, npm, systemd and tap are not taken for look-alikes', async (t) => {
  const names = [
    'HOME', 'HOSTNAME', 'PATH', 'PWD', 'OLDPWD', 'USER', 'LOGNAME', 'SHELL', 'TERM', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR', 'EDITOR', 'MAIL', 'DISPLAY',
    'NODE', 'NODE_ENV', 'NODE_OPTIONS', 'NODE_EXTRA_CA_CERTS', 'COLOR', 'INIT_CWD', 'npm_config_cache', 'npm_lifecycle_event', 'npm_package_name', 'npm_execpath',
    'MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_', 'MALLOC_TRIM_THRESHOLD_', 'INVOCATION_ID', 'JOURNAL_STREAM', 'NOTIFY_SOCKET', 'STATE_DIRECTORY', 'CACHE_DIRECTORY', 'LOGS_DIRECTORY', 'RUNTIME_DIRECTORY',
    'TAP', 'TAP_CHILD_ID', 'TAP_JOBS', 'CI', 'DEBUG', 'CHROMIUM_PATH', 'NGINX_BINARY', 'CLUSTER_PORT', 'CLUSTER_PROCESSES', 'BENCH_PORT', 'http_proxy', 'HTTPS_PROXY', 'no_proxy',
  ];
  t.same(lookalikeVariables(Object.fromEntries(names.map((name) => [name, 'x']))), []);
  t.same(lookalikeVariables({ HOSTNAME: 'x', PORTAL_PORT: 'tcp://10.0.0.1:3000', CMS_SERVICE_HOST: '10.0.0.2' }), [], 'nor those Kubernetes sets for services');
});

t.test('a command reads only the variables it needs', async (t) => {
  t.same(loadVariables(['DATA_DIR', 'PORT'], {}), { DATA_DIR: 'data', PORT: 3000 }, 'no service URL asked for');
  t.same(loadVariables(['DATABASE_URL'], { DATABASE_URL: 'postgres://db/portal' }), { DATABASE_URL: 'postgres://db/portal' });
  const error = t.throws(() => loadVariables(['DATA_DIR', 'PORT'], { PORT: 'x', DATABASE_URL: 'nope' })) as ConfigError;
  t.same(error.problems, ['PORT must be a whole number from 0 to 65535, got "x".'], 'problems of its own variables only');
});

t.test('values from the environment', async (t) => {
  const config = withServices({
    PORT: '8080',
    HOST: '0.0.0.0',
    PUBLIC_URL: 'https://up.gov.cz/',
    HEADLESS_CMS_URL: 'https://cms.internal/api/',
    HEADLESS_CMS_HEADERS: '{"x-api-key":"k"}',
    CMS_CACHE_RETENTION_S: '300',
    WEBS: '[{"url":"/up","name":"ÚP","host":"up.gov.cz","locale":"cs"}]',
    LOG_LEVEL: 'warn',
  });
  t.equal(config.port, 8080);
  t.equal(config.publicUrl, 'https://up.gov.cz');
  t.equal(config.cmsUrl, 'https://cms.internal/api');
  t.same(config.cmsHeaders, { 'x-api-key': 'k' });
  t.equal(config.cmsCacheRetentionS, 300);
  t.same(config.webs, [{ url: '/up', name: 'ÚP', host: 'up.gov.cz', locale: 'cs' }]);
});

t.test('trusted proxies: none by default; true, a hop count, or addresses compiled once into the test Fastify asks', async (t) => {
  t.equal(withServices({}).trustProxy, false);
  t.equal(withServices({ TRUST_PROXY: 'true' }).trustProxy, true);
  const asked = (TRUST_PROXY: string, address: string, hop: number) => {
    const trust = withServices({ TRUST_PROXY }).trustProxy;
    return typeof trust === 'function' ? trust(address, hop) : `not compiled: ${String(trust)}`;
  };
  t.same([asked('2', '192.0.2.1', 0), asked('2', '192.0.2.1', 1), asked('2', '192.0.2.1', 2)], [true, true, false], 'two hops');
  const addresses = '127.0.0.1, 10.0.0.0/8';
  t.same([asked(addresses, '127.0.0.1', 0), asked(addresses, '10.1.2.3', 0), asked(addresses, '192.0.2.1', 0)], [true, true, false], 'an address and a CIDR range');
  t.same((t.throws(() => withServices({ TRUST_PROXY: '127.0.0.1, proxy.internal' })) as ConfigError).problems, [
    'TRUST_PROXY must be true, a hop count, or addresses and CIDR ranges separated by commas: invalid IP address: proxy.internal.',
  ], 'a name is no address: a problem of the configuration, not an exception at start-up');
});

t.test('every problem is reported, one clear line each', async (t) => {
  const error = t.throws(() =>
    loadConfig({
      ...SERVICES,
      PORT: 'eighty',
      HEADLESS_CMS_URL: 'ftp://x',
      HEADLESS_CMS_HEADERS: '[1]',
      CMS_CACHE_RETENTION_S: '-5',
      WEBS: '[{"url":"up"}]',
      LOG_LEVEL: 'loud',
      LOG_FORMAT: 'colourful',
      DEMO: 'maybe',
    }),
  ) as ConfigError;
  t.type(error, ConfigError);
  t.same(error.problems, [
    'PORT must be a whole number from 0 to 65535, got "eighty".',
    'DEMO must be true or false, got "maybe".',
    'HEADLESS_CMS_URL must be an absolute http(s) URL, got "ftp://x".',
    'HEADLESS_CMS_HEADERS must be a JSON object of header names and string values.',
    'CMS_CACHE_RETENTION_S must be a whole number from 1 to 86400, got "-5".',
    'WEBS[0].url must be a friendly URL like "/up".',
    'WEBS[0].name must be a non-empty string.',
    'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud".',
    'LOG_FORMAT must be one of json, pretty, got "colourful".',
  ]);
  const json = t.throws(() => withServices({ HEADLESS_CMS_HEADERS: '{"x-api-key": secret-value}', WEBS: '{}' })) as ConfigError;
  t.same(json.problems, [
    'HEADLESS_CMS_HEADERS must be JSON (its value is not shown: it may hold secrets).',
    'WEBS must be a non-empty JSON array of { "url", "name", "host"?, "locale"? }; the first is the default web.',
  ]);
  t.notMatch(json.message, /secret-value/);
});

t.test('auth defaults: the demo stand-ins on 3101 and 3102, login at /auth/login, a generated key in data/', async (t) => {
  const config = loadConfig({ DEMO: 'true' });
  t.equal(config.securityProviderUrl, undefined);
  t.equal(config.casUrl, undefined);
  t.equal(config.embeddedProviderPort, 3101);
  t.equal(config.embeddedCasPort, 3102);
  t.equal(config.securityProviderTimeoutMs, 2000);
  t.same(config.securityProviderCookies, ['SESSION']);
  t.same(config.authInclude, []);
  t.same(config.authExclude, []);
  t.equal(config.authLoginUrl, '/auth/login');
  t.equal(config.authLogoutUrl, '/');
  t.equal(config.authLandingUrl, '/');
  t.equal(config.sessionExpiryS, 300);
  t.same(config.sessionKeys, []);
  t.equal(config.dataDir, path.resolve('data'));
});

t.test('auth values from the environment', async (t) => {
  const [first, second] = [Buffer.alloc(32, 1), Buffer.alloc(32, 2)];
  const config = withServices({
    SECURITY_PROVIDER_URL: 'https://sp.example/',
    SECURITY_PROVIDER_TIMEOUT_MS: '500',
    SECURITY_PROVIDER_COOKIES: 'JSESSIONID, XSRF',
    CAS_URL: 'https://cas.example/cas/',
    AUTH_INCLUDE: '/klientska-zona/*, /dev/protected',
    AUTH_EXCLUDE: '/klientska-zona/verejne*',
    AUTH_LOGIN_URL: '/prihlaseni',
    AUTH_LOGOUT_URL: '/odhlaseno',
    AUTH_LANDING_URL: '/klientska-zona',
    SESSION_EXPIRY_S: '60',
    SESSION_KEYS: `${first.toString('base64')},${second.toString('base64')}`,
    DATA_DIR: '/var/lib/portal',
  });
  t.equal(config.securityProviderUrl, 'https://sp.example');
  t.equal(config.securityProviderTimeoutMs, 500);
  t.same(config.securityProviderCookies, ['JSESSIONID', 'XSRF']);
  t.equal(config.casUrl, 'https://cas.example/cas');
  t.same(config.authInclude, ['/klientska-zona/*', '/dev/protected']);
  t.same(config.authExclude, ['/klientska-zona/verejne*']);
  t.equal(config.authLoginUrl, '/prihlaseni');
  t.equal(config.authLogoutUrl, '/odhlaseno');
  t.equal(config.authLandingUrl, '/klientska-zona');
  t.equal(config.sessionExpiryS, 60);
  t.same(config.sessionKeys, [first, second], 'in their order: the first encrypts');
  t.equal(config.dataDir, '/var/lib/portal');
});

t.test('auth problems, one line each, keys never shown', async (t) => {
  const secret = Buffer.alloc(16, 7).toString('base64');
  const error = t.throws(() =>
    withServices({
      SECURITY_PROVIDER_URL: 'sp.example',
      AUTH_INCLUDE: '/ok/*,klientska-zona',
      AUTH_EXCLUDE: '/a b',
      AUTH_LOGIN_URL: 'https://evil.example/login',
      AUTH_LOGOUT_URL: '//evil.example',
      AUTH_LANDING_URL: '/\\evil.example',
      SESSION_EXPIRY_S: '0',
      SESSION_KEYS: `${Buffer.alloc(32).toString('base64')},${secret},not base64!`,
      SECURITY_PROVIDER_COOKIES: 'a;b',
    }),
  ) as ConfigError;
  t.same(error.problems, [
    'SECURITY_PROVIDER_URL must be an absolute http(s) URL, got "sp.example".',
    'SECURITY_PROVIDER_COOKIES entry "a;b" must be a cookie name.',
    'AUTH_INCLUDE entry "klientska-zona" must be a path pattern starting with / (* matches any characters).',
    'AUTH_EXCLUDE entry "/a b" must be a path pattern starting with / (* matches any characters).',
    'AUTH_LOGIN_URL must be a path of this portal such as "/auth/login", got "https://evil.example/login".',
    'AUTH_LOGOUT_URL must be a path of this portal such as "/", got "//evil.example".',
    'AUTH_LANDING_URL must be a path of this portal such as "/", got "/\\evil.example".',
    'SESSION_EXPIRY_S must be a whole number from 1 to 86400, got "0".',
    'SESSION_KEYS entry 2 must be 32 bytes in base64, e.g. from "openssl rand -base64 32" (keys are not shown).',
    'SESSION_KEYS entry 3 must be 32 bytes in base64, e.g. from "openssl rand -base64 32" (keys are not shown).',
  ]);
  t.notMatch(error.message, secret);
});

t.test('search files: the data directory and the synonyms, by default beside the content', async (t) => {
  const defaults = withServices({});
  t.equal(defaults.dataDir, path.resolve('data'));
  t.equal(defaults.searchSynonymsFile, undefined, 'no file unless told: the thesaurus item of the content service');
  t.equal(withServices({ CONTENT_DIR: '/srv/content' }).searchSynonymsFile, undefined, 'never the sample content\'s');
  const set = withServices({ DATA_DIR: '/var/lib/portal', SEARCH_SYNONYMS_FILE: '/etc/portal/synonyms.json' });
  t.equal(set.dataDir, '/var/lib/portal');
  t.equal(set.searchSynonymsFile, '/etc/portal/synonyms.json');
});

t.test('search backend: embedded by default, postgres with a DATABASE_URL; postgres needs one, never shown in messages', async (t) => {
  const defaults = withServices({});
  t.equal(defaults.searchBackend, 'embedded');
  t.equal(defaults.databaseUrl, undefined);
  t.equal(withServices({ DATABASE_URL: 'postgres://db/portal' }).searchBackend, 'postgres', "the portal's database holds the shared index");
  t.equal(withServices({ DATABASE_URL: 'postgres://db/portal', SEARCH_BACKEND: 'embedded' }).searchBackend, 'embedded', 'unless asked otherwise');
  const postgres = withServices({ SEARCH_BACKEND: 'postgres', DATABASE_URL: 'postgres://portal:secret@db.internal:5432/portal' });
  t.equal(postgres.searchBackend, 'postgres');
  t.equal(postgres.databaseUrl, 'postgres://portal:secret@db.internal:5432/portal');
  t.equal(withServices({ DATABASE_URL: 'postgresql://db/portal' }).databaseUrl, 'postgresql://db/portal', 'postgresql:// too');

  const missing = t.throws(() => withServices({ SEARCH_BACKEND: 'postgres' })) as ConfigError;
  t.same(missing.problems, [DATABASE_URL_MISSING], 'a start-up error that says what to set');
  const wrong = t.throws(() => withServices({ SEARCH_BACKEND: 'elastic', DATABASE_URL: 'mysql://root:hunter2@db/portal' })) as ConfigError;
  t.same(wrong.problems, [
    'SEARCH_BACKEND must be one of embedded, postgres, got "elastic".',
    'DATABASE_URL must be a postgres://user:password@host:port/database URL (its value is not shown: it may hold a password).',
  ]);
  t.notMatch(wrong.message, /hunter2/);
  const bad = t.throws(() => withServices({ SEARCH_BACKEND: 'postgres', DATABASE_URL: 'not a url' })) as ConfigError;
  t.equal(bad.problems.length, 1, 'a wrong DATABASE_URL is one problem, not also a missing one');
});

t.test('documents and images: defaults, values, problems', async (t) => {
  const defaults = withServices({});
  t.equal(defaults.cmsDocumentsUrl, undefined, 'the content service’s own URL is used');
  t.equal(defaults.imageMaxInputBytes, 16 * 1024 * 1024);
  t.equal(defaults.imageMaxInputPixels, 25_000_000);
  t.equal(defaults.imageConcurrency, 2);
  t.equal(defaults.imageCacheMaxBytes, 64 * 1024 * 1024);
  t.equal(defaults.imageCacheDir, undefined);
  t.equal(defaults.imageTimeoutMs, 10_000);

  const set = withServices({
    CMS_DOCUMENTS_URL: 'https://files.cms.internal/',
    IMAGE_MAX_INPUT_BYTES: '1048576',
    IMAGE_MAX_INPUT_PIXELS: '1000000',
    IMAGE_CONCURRENCY: '4',
    IMAGE_CACHE_MAX_MB: '8',
    IMAGE_CACHE_DIR: 'var/images',
    IMAGE_TIMEOUT_MS: '2500',
  });
  t.equal(set.cmsDocumentsUrl, 'https://files.cms.internal');
  t.equal(set.imageMaxInputBytes, 1_048_576);
  t.equal(set.imageMaxInputPixels, 1_000_000);
  t.equal(set.imageConcurrency, 4);
  t.equal(set.imageCacheMaxBytes, 8 * 1024 * 1024);
  t.equal(set.imageCacheDir, path.resolve('var/images'));
  t.equal(set.imageTimeoutMs, 2500);

  const error = t.throws(() =>
    withServices({ CMS_DOCUMENTS_URL: 'https://user:pw@cms/', IMAGE_MAX_INPUT_BYTES: '10', IMAGE_CONCURRENCY: '0', IMAGE_CACHE_MAX_MB: 'lots', IMAGE_TIMEOUT_MS: '5' }),
  ) as ConfigError;
  t.same(error.problems, [
    'CMS_DOCUMENTS_URL must be a plain http(s) base URL without credentials, query or fragment.',
    'IMAGE_MAX_INPUT_BYTES must be a whole number from 1024 to 1073741824, got "10".',
    'IMAGE_CONCURRENCY must be a whole number from 1 to 64, got "0".',
    'IMAGE_CACHE_MAX_MB must be a whole number from 1 to 4096, got "lots".',
    'IMAGE_TIMEOUT_MS must be a whole number from 100 to 120000, got "5".',
  ]);
});

t.test('metrics: not served by default; a port of its own on loopback, or a token; the token never shown', async (t) => {
  const defaults = withServices({});
  t.equal(defaults.metricsPort, undefined);
  t.equal(defaults.metricsHost, '127.0.0.1');
  t.equal(defaults.metricsToken, undefined);

  const set = withServices({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5', METRICS_TOKEN: 'abcdefghijklmnop' });
  t.equal(set.metricsPort, 9464);
  t.equal(set.metricsHost, '10.0.0.5');
  t.equal(set.metricsToken, 'abcdefghijklmnop');

  const error = t.throws(() => withServices({ METRICS_PORT: '99999', METRICS_HOST: 'http://x/', METRICS_TOKEN: 'short-secret' })) as ConfigError;
  t.same(error.problems, [
    'METRICS_PORT must be a whole number from 0 to 65535, got "99999".',
    'METRICS_HOST must be an address or host name to listen on, such as 127.0.0.1, got "http://x/".',
    'METRICS_TOKEN must be at least 16 visible ASCII characters without spaces, e.g. from "openssl rand -hex 32" (its value is not shown).',
  ]);
  t.notMatch(error.message, /short-secret/);
  t.equal((t.throws(() => withServices({ METRICS_TOKEN: 'sixteen chars ok' })) as ConfigError).problems.length, 1, 'no spaces');
});

t.test("the page cache's purge token: none by default (no endpoint); a short one refused and never shown", async (t) => {
  t.equal(withServices({}).pageCachePurgeToken, undefined);
  t.equal(withServices({ PAGE_CACHE_PURGE_TOKEN: 'abcdefghijklmnop' }).pageCachePurgeToken, 'abcdefghijklmnop');
  const error = t.throws(() => withServices({ PAGE_CACHE_PURGE_TOKEN: 'short-secret' })) as ConfigError;
  t.same(error.problems, ['PAGE_CACHE_PURGE_TOKEN must be at least 16 visible ASCII characters without spaces, e.g. from "openssl rand -hex 32" (its value is not shown).']);
  t.notMatch(error.message, /short-secret/);
});

t.test('load shedding: event-loop delay 1 s, heap at 90 % of the V8 limit, RSS off; 0 turns a limit off', async (t) => {
  const MB = 1024 * 1024;
  const defaults = withServices({}).loadShedding;
  t.equal(defaults.maxEventLoopDelayMs, 1000);
  t.equal(defaults.maxHeapUsedBytes, Math.floor((getHeapStatistics().heap_size_limit * 0.9) / MB) * MB);
  t.equal(defaults.maxRssBytes, 0);

  t.same(withServices({ SHED_MAX_EVENT_LOOP_DELAY_MS: '0', SHED_MAX_HEAP_USED_MB: '150', SHED_MAX_RSS_MB: '300' }).loadShedding, {
    maxEventLoopDelayMs: 0,
    maxHeapUsedBytes: 150 * MB,
    maxRssBytes: 300 * MB,
  });

  const error = t.throws(() => withServices({ SHED_MAX_EVENT_LOOP_DELAY_MS: 'soon', SHED_MAX_HEAP_USED_MB: '-1', SHED_MAX_RSS_MB: '1.5' })) as ConfigError;
  t.same(error.problems, [
    'SHED_MAX_EVENT_LOOP_DELAY_MS must be a whole number from 0 to 60000, got "soon".',
    'SHED_MAX_HEAP_USED_MB must be a whole number from 0 to 1048576, got "-1".',
    'SHED_MAX_RSS_MB must be a whole number from 0 to 1048576, got "1.5".',
  ]);
});
