import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    ROLE: z.enum(['api', 'projector', 'all']).default('all'),
    EVENT_STORE: z.enum(['sqlite', 'esdb']).default('sqlite'),
    EVENTSTORE_URL: z.string().optional(),
    READ_STORE: z.enum(['embedded', 'mongo']).default('embedded'),
    MONGO_URL: z.string().optional(),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('Provenance <no-reply@provenance.local>'),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL: seconds(300),
    REFRESH_TOKEN_TTL: seconds(86_400),
    OTP_TTL: seconds(600),
    /** How long a refresh token just rotated away is still accepted (two tabs refreshing at once); 0 turns it off. */
    REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(120).default(10),
    OTP_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
    /** Codes one address may request per window, and requests one IP may make to the sign-in endpoints. */
    OTP_PER_ADDRESS: z.coerce.number().int().positive().default(5),
    AUTH_PER_IP: z.coerce.number().int().positive().default(30),
    /** Requests per minute of one client IP (any route), and of one signed-in user or API key (429 beyond). */
    REQUESTS_PER_IP: z.coerce.number().int().positive().default(3000),
    REQUESTS_PER_USER: z.coerce.number().int().positive().default(1200),
    RATE_WINDOW: seconds(900),
    /** Requests one IP may make per window to the public forms (complaint, subscribe, contact) and to the QR photo lookup. */
    PUBLIC_FORMS_PER_IP: z.coerce.number().int().positive().default(20),
    QR_UPLOADS_PER_IP: z.coerce.number().int().positive().default(60),
    /** Users one signed-in user (or API key) may look up by e-mail per window (`getemailuser`). */
    EMAIL_LOOKUPS_PER_USER: z.coerce.number().int().positive().default(30),
    /**
     * Which proxies may set X-Forwarded-For (Express's `trust proxy`): unset or `false` trusts none (the TCP
     * peer is the client), a number trusts that many hops, anything else is a comma-separated list of
     * addresses, subnets or Express's names (`loopback`, `linklocal`, `uniquelocal`).
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      // `true` would take the left-most address, which the client writes itself.
      .refine((v) => v !== 'true', 'name the proxies (addresses, subnets) or a hop count; `true` trusts every sender')
      .transform((v): false | number | string => (v === '' || v === 'false' || v === '0' ? false : /^\d+$/.test(v) ? Number(v) : v)),
    /** Requests one API key may make per minute. */
    API_KEY_PER_MINUTE: z.coerce.number().int().positive().default(600),
    BODY_LIMIT: z.string().default('1mb'),
    UPLOAD_LIMIT_BYTES: z.coerce.number().int().positive().default(5 * 1024 * 1024),
    PUBLIC_URL: z.string().url().optional(),
    /** When set, /api/metrics needs `Authorization: Bearer <METRICS_TOKEN>`. */
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    WEB_DIST: z.string().optional(),
    /** Support administrators: comma-separated e-mail addresses (they see every ticket and reply). */
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((v) => v.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean))
      .pipe(z.array(z.email({ error: (i) => `"${String(i.input)}" is not an e-mail address` }))),
    /** The transparency log's Ed25519 signer key, in the signed-note form; generated into DATA_DIR when unset. */
    LOG_SIGNING_KEY: z
      .string()
      .regex(/^PRIVATE\+KEY\+[^+\s]+\+[0-9a-f]{8}\+[A-Za-z0-9+/]{44}$/, 'must be PRIVATE+KEY+<name>+<hex key id>+<base64 Ed25519 key>')
      .optional(),
  })
  .superRefine((c, ctx) => {
    if (c.EVENT_STORE === 'esdb' && !c.EVENTSTORE_URL) {
      ctx.addIssue({ code: 'custom', path: ['EVENTSTORE_URL'], message: 'is required when EVENT_STORE=esdb' });
    }
    if (c.READ_STORE === 'mongo' && !c.MONGO_URL) {
      ctx.addIssue({ code: 'custom', path: ['MONGO_URL'], message: 'is required when READ_STORE=mongo' });
    }
    // Production never runs on development fallbacks: a generated secret (lost with the volume, not shared
    // by replicas), links to localhost, sign-in codes in files and logs.
    if (c.NODE_ENV === 'production') {
      for (const key of ['JWT_SECRET', 'PUBLIC_URL', 'SMTP_URL'] as const) {
        if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when NODE_ENV=production' });
      }
    }
  });

export type RawConfig = z.infer<typeof schema>;
export interface AppConfig extends RawConfig {
  dataDir: string;
  jwtSecret: string;
  publicUrl: string;
  webDist: string;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'config'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const dataDir = resolve(raw.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...raw,
    dataDir,
    jwtSecret: raw.JWT_SECRET ?? persistedSecret(dataDir),
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    webDist: resolve(raw.WEB_DIST ?? join(process.cwd(), 'web', 'dist')),
  };
}

/** Without JWT_SECRET (development), a random secret is kept in DATA_DIR so restarts keep sessions valid. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export const CONFIG = Symbol('CONFIG');
