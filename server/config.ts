import path from 'node:path'
import { type Static, Type } from 'typebox'
import { Value } from 'typebox/value'
import { StringEnum } from '../shared/schemas/common.ts'
import { cacheDirFor, DEFAULT_DATA_DIR } from './cache-dir.ts'

/**
 * The runtime contract (README "Configuration"): every variable, its default, validated once.
 * NODE_ENV is not in it: development mode comes from `--dev`, and only libraries (React) read
 * NODE_ENV, which `npm start`, the scripts and the Docker image set to `production`.
 */
export const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0' }),
  DATA_DIR: Type.String({ minLength: 1, default: DEFAULT_DATA_DIR }),
  UPLOADS_DIR: Type.String({ minLength: 1, default: './uploads' }),
  PUBLIC_URL: Type.String({ pattern: '^(https?://[^\\s/]+(/[^\\s]*)?)?$', default: '' }),
  /** Without PUBLIC_URL: the host names (`www.example.com,example.com:8080`) the sitemap may name. */
  ALLOWED_HOSTS: Type.String({
    pattern: '^([a-zA-Z0-9.-]+(:\\d{1,5})?(\\s*,\\s*[a-zA-Z0-9.-]+(:\\d{1,5})?)*)?$',
    default: '',
  }),
  JWT_SECRET: Type.String({ default: '' }),
  ADMIN_USERNAME: Type.String({ minLength: 1, maxLength: 64, default: 'admin' }),
  ADMIN_PASSWORD: Type.String({ default: '' }),
  SMTP_URL: Type.String({ default: '' }),
  MAIL_FROM: Type.String({ default: '' }),
  MAIL_TO: Type.String({ default: '' }),
  /** First retry delay of an unsent mail; later ones grow from it (x5, x30, x120, x360). Tests shorten it. */
  MAIL_RETRY_BASE_MS: Type.Integer({ minimum: 10, maximum: 3_600_000, default: 60_000 }),
  LOG_LEVEL: StringEnum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { default: 'info' }),
  TRUST_PROXY: Type.Boolean({ default: false }),
  REQUEST_TIMEOUT_MS: Type.Integer({ minimum: 1000, maximum: 600_000, default: 60_000 }),
  /** Longest time a client may take to send its request headers (a slow-headers attack holds a socket). */
  HEADERS_TIMEOUT_MS: Type.Integer({ minimum: 1000, maximum: 600_000, default: 10_000 }),
  BACKUP_DIR: Type.String({ minLength: 1, default: './backups' }),
  /** Automatic snapshots: one every BACKUP_INTERVAL_HOURS (0 turns them off), the newest BACKUP_KEEP kept. */
  BACKUP_INTERVAL_HOURS: Type.Number({ minimum: 0, maximum: 24 * 30, default: 24 }),
  BACKUP_KEEP: Type.Integer({ minimum: 1, maximum: 1000, default: 7 }),
  /** Visitors' attachments: total kept, free disk always left, bytes one address may send per day (MB). */
  ATTACHMENTS_MAX_TOTAL_MB: Type.Number({ exclusiveMinimum: 0, default: 2048 }),
  DISK_FREE_FLOOR_MB: Type.Number({ minimum: 0, default: 512 }),
  ATTACHMENTS_DAILY_MB_PER_ADDRESS: Type.Number({ exclusiveMinimum: 0, default: 50 }),
  /** Attachments of handled submissions are deleted this many days after handling (0 keeps them). */
  ATTACHMENT_RETENTION_DAYS: Type.Integer({ minimum: 0, maximum: 3650, default: 90 }),
  /**
   * Drawn datasheets, kept on disk while the process runs (emptied at start). Default: a private folder of the
   * system's temporary directory, one per DATA_DIR (never inside it: backups copy DATA_DIR).
   */
  CACHE_DIR: Type.String({ default: '' }),
  /** Cache rendered pages per URL until the next content write (off only for benchmarks). */
  PAGE_CACHE: Type.Boolean({ default: true }),
  /**
   * How long a shared cache in front (Varnish, a CDN) may keep a page or public JSON (`s-maxage`), and how long
   * past that it may still answer with it while it fetches a fresh one (`stale-while-revalidate`). Browsers always
   * revalidate. Without purges an edit shows at the edge within their sum; with CDN_PURGE_URLS within a second,
   * so the edge can keep longer. EDGE_MAX_AGE_S=0 tells shared caches to revalidate too (`no-cache`).
   */
  EDGE_MAX_AGE_S: Type.Integer({ minimum: 0, maximum: 31_536_000, default: 60 }),
  EDGE_STALE_S: Type.Integer({ minimum: 0, maximum: 31_536_000, default: 60 }),
  /**
   * Comma-separated base URLs of the shared caches told, by an HTTP `BAN /`, to drop every answer that is not
   * immutable after each content write and at start (`http://127.0.0.1:6081`; docs/varnish.vcl takes it from
   * localhost). See server/cache/edge-purge.ts.
   */
  CDN_PURGE_URLS: Type.String({
    pattern: '^(https?://[^\\s,/]+(/[^\\s,]*)?(\\s*,\\s*https?://[^\\s,/]+(/[^\\s,]*)?)*)?$',
    default: '',
  }),
})
type Env = Static<typeof EnvSchema>

export type Config = Env & {
  dev: boolean
  /** Absolute paths resolved from DATA_DIR and UPLOADS_DIR. */
  dataDir: string
  uploadsDir: string
  backupDir: string
  cacheDir: string
  /** Where `vite build` put the client and SSR bundles. */
  distDir: string
  rootDir: string
  /** CDN_PURGE_URLS as a list, without trailing slashes. */
  cdnPurgeUrls: string[]
}

export class ConfigError extends Error {}

/**
 * Reads the environment once. Unknown variables are ignored; a present but invalid one stops the
 * start with a message naming it, rather than running with a silently wrong value.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  options: { dev?: boolean; rootDir?: string } = {},
): Config {
  const raw: Record<string, unknown> = {}
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = env[key]
    if (value === undefined || value === '') continue
    raw[key] = value
  }
  const withDefaults = Value.Default(EnvSchema, raw)
  const converted = Value.Convert(EnvSchema, withDefaults)
  if (!Value.Check(EnvSchema, converted)) {
    const problems = [...Value.Errors(EnvSchema, converted)].map(
      (error) => `${error.instancePath.replace(/^\//, '') || 'env'}: ${error.message}`,
    )
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
  }
  const parsed = converted as Env
  const rootDir = options.rootDir ?? process.cwd()
  const dev = options.dev ?? false
  const dataDir = path.resolve(rootDir, parsed.DATA_DIR)
  return {
    ...parsed,
    dev,
    PUBLIC_URL: parsed.PUBLIC_URL.replace(/\/+$/, ''),
    rootDir,
    dataDir,
    uploadsDir: path.resolve(rootDir, parsed.UPLOADS_DIR),
    backupDir: path.resolve(rootDir, parsed.BACKUP_DIR),
    cacheDir: cacheDirFor(parsed.CACHE_DIR, dataDir, rootDir),
    distDir: path.resolve(rootDir, 'dist'),
    cdnPurgeUrls: parsed.CDN_PURGE_URLS.split(',')
      .map((url) => url.trim().replace(/\/+$/, ''))
      .filter((url) => url !== ''),
  }
}
