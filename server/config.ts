// Environment -> typed config. Fails fast, naming every bad variable, before anything starts.
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .default('sqlite:data/rise.db')
    .refine((v) => v.startsWith('sqlite:') || /^postgres(ql)?:\/\//.test(v), {
      message: 'must be sqlite:<path> or postgres://user@host:port/database',
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().default('dist/web'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' || v === 'false' ? false : v === 'true' ? true : v)),
  COOKIE_SECURE: bool.optional(),
  REDIS_URL: z.string().url().optional(),
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(14),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(60),
  /** How long after the server last confirmed a kept session alive its offline copy still opens (issue 52). */
  SESSION_OFFLINE_HOURS: z.coerce.number().positive().default(12),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** How often an instance asks whether the sessions behind its open event streams still live; unset: each heartbeat. */
  STREAM_CHECK_MS: z.coerce.number().int().min(1000).max(86_400_000).optional(),
  /** Where uploaded clips live: originals (private, until processed) and what the pipeline makes. */
  MEDIA_DIR: z.string().min(1).default('data/media'),
  /** Keep a clip's original upload after it is processed (off: removed once processed). */
  KEEP_ORIGINALS: bool.optional(),
  /** Run the job worker (a clip's processing) in this server; off when `npm run worker` runs it elsewhere. */
  WORKER: bool.optional(),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).default(10_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(72_000),
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  RATE_LIMIT_SIGN_IN: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_SIGN_IN_PER_IP: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_SIGN_UP: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_WRITES: z.coerce.number().int().positive().default(120),
  RATE_LIMIT_MESSAGES: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_POSTS: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_EXPORTS: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_READS: z.coerce.number().int().positive().default(1200),
});

export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  logLevel: string;
  /** Folder of the built web app; null serves the API alone (as tests do). */
  staticDir: string | null;
  /** false, true (trust every proxy) or a comma-separated list of proxy addresses/CIDRs. */
  trustProxy: boolean | string;
  /** Secure, __Host- prefixed session cookie; on by default behind an HTTPS proxy. */
  cookieSecure: boolean;
  redisUrl: string | undefined;
  /** How often the sessions behind the open event streams are asked again; undefined: at each heartbeat (25 s). */
  streamCheckMs: number | undefined;
  /** Uploaded clips (issue 55). */
  media: { dir: string; keepOriginals: boolean };
  /** Whether this process runs the job worker. */
  worker: boolean;
  /** offlineMs: how long after the server last confirmed a kept session the device's copy opens (at most idleMs). */
  session: { idleMs: number; maxMs: number; cacheMs: number; offlineMs: number };
  timeouts: {
    /** A whole request (headers and body) must arrive within this. */
    requestMs: number;
    /** Its headers within this. */
    headersMs: number;
    /** A kept-alive connection waits this long for the next request. */
    keepAliveMs: number;
    /** A connection that sends and receives nothing for this long is closed. */
    idleMs: number;
  };
  rateLimits: {
    /** Wrong sign-ins for one account before it waits (a doubling back-off, from 30 s up to 15 min). */
    signInFailures: number;
    /** Sign-in attempts per address: loose, so a school behind one address is not locked out. */
    signInPerIp: RateLimit;
    /** Accounts and demos made per address, counted together. */
    signUp: RateLimit;
    /** Writes per signed-in user, counted apart for each kind of write (each route). */
    writes: RateLimit;
    /** Reads per signed-in user, all reads together. */
    reads: RateLimit;
    /** Messages per signed-in user per minute, between a teen and a mentor (each way apart). */
    messages: RateLimit;
    /** Pep talks per signed-in user per minute; apart from them, comments (pep talk and video comments and replies together). */
    posts: RateLimit;
    /** Downloads of one's data (issue 16), per user per hour: each reads everything they have. */
    exports: RateLimit;
  };
}

const DAY = 86_400_000;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    staticDir: e.STATIC_DIR,
    trustProxy: e.TRUST_PROXY,
    cookieSecure: e.COOKIE_SECURE ?? false,
    redisUrl: e.REDIS_URL,
    streamCheckMs: e.STREAM_CHECK_MS,
    media: { dir: e.MEDIA_DIR, keepOriginals: e.KEEP_ORIGINALS ?? false },
    worker: e.WORKER ?? true,
    session: {
      idleMs: e.SESSION_IDLE_DAYS * DAY,
      maxMs: e.SESSION_MAX_DAYS * DAY,
      cacheMs: e.SESSION_CACHE_MS,
      offlineMs: Math.min(e.SESSION_OFFLINE_HOURS * 3_600_000, e.SESSION_IDLE_DAYS * DAY),
    },
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      headersMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
      idleMs: e.IDLE_TIMEOUT_MS,
    },
    rateLimits: {
      signInFailures: e.RATE_LIMIT_SIGN_IN,
      signInPerIp: { max: e.RATE_LIMIT_SIGN_IN_PER_IP, windowMs: 60_000 },
      signUp: { max: e.RATE_LIMIT_SIGN_UP, windowMs: 3_600_000 },
      writes: { max: e.RATE_LIMIT_WRITES, windowMs: 60_000 },
      reads: { max: e.RATE_LIMIT_READS, windowMs: 60_000 },
      messages: { max: e.RATE_LIMIT_MESSAGES, windowMs: 60_000 },
      posts: { max: e.RATE_LIMIT_POSTS, windowMs: 60_000 },
      exports: { max: e.RATE_LIMIT_EXPORTS, windowMs: 3_600_000 },
    },
  };
}
