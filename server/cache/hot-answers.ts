import type { IncomingMessage, Server, ServerOptions as HttpServerOptions, ServerResponse } from 'node:http'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { CachedResponse, ResponseCache } from './response-cache.ts'

/**
 * A cached answer as it was last sent for one status and encoding: the exact headers the full path produced
 * (security headers, Cache-Control, Vary, ETag, Content-Length...) as one flat list, and the body bytes, which are
 * the cache entry's own buffers (no copy). Kept on the entry, so it goes when the entry goes.
 */
export type Replay = {
  status: number
  headers: string[]
  body: Buffer | null
  /** The answer said `Vary: Cookie`: a request with cookies goes the full way. */
  varyCookie: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The cached-hit path (null when the page cache is off). */
    hotAnswers: HotAnswers | null
  }
  interface FastifyRequest {
    /** Set by sendCached when the answer comes from the site's own cache and may be replayed (see HotAnswers). */
    replayable: { cache: ResponseCache; entry: CachedResponse; body: Buffer | null } | null
  }
}

/**
 * `node:http` as CommonJS hands it out (as Fastify gets it): an ES import of it makes the module's ES facade, which
 * reads every export, and its lazy WebSocket exports load Node's whole bundled undici (~35 ms of every start).
 */
const http = process.getBuiltinModule('node:http')

/** A raw URL as a client spelt it, pointing at the canonical key of a cached answer. */
type Alias = { cache: ResponseCache; url: string; version: number }

/**
 * Which replay answers a request: the URL as the client spelt it (two spellings of one page may be answered with
 * different headers: only the bare `/` varies by cookie), then the status: a 304 is the same whatever the client
 * accepts, a 200 is looked up by the exact Accept-Encoding it sends (a browser always sends the same few
 * spellings), so a replay is only ever given to a request the full path would answer with the same bytes.
 */
const replayKey = (url: string, status: number, acceptEncoding: string | undefined) =>
  status === 304 ? `${url}\u0000304` : `${url}\u0000${status} ${acceptEncoding ?? ''}`
/**
 * Replays kept per answer: a few spellings of its URL, statuses and Accept-Encoding values (the oldest goes first).
 */
const MAX_REPLAYS = 16

/**
 * The cached-hit path, in front of Fastify (see replayingServer): it looks the raw URL up, and for a page or
 * public JSON the full path has already answered at the current content version, writes the very headers and
 * bytes that path sent, without routing, hooks, the cache key's parsing, cookies or compression negotiation. Anything it cannot replay exactly goes the full way:
 * another status or encoding than the ones seen, an answer that varies by cookie to a request with one, any
 * request with an `Authorization` header, an answer that set a cookie (never replayed to someone else), HEAD and
 * every other method. The full path fills it (sendCached marks the request, the `onResponse` hook records what
 * was sent), so the two cannot drift apart: a test compares both answers header by header.
 */
export class HotAnswers {
  /** Raw URL -> canonical key; strings only, so an evicted answer's bytes are never held here. */
  private readonly aliases = new Map<string, Alias>()
  /** Answers given by replay since the start (what a test or a look at a running server checks). */
  replayed = 0

  constructor(
    private readonly version: () => number,
    private readonly maxAliases = 4096,
  ) {}

  /** Answers `req` from a replay and says so, or says it cannot (the full path then answers). */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? ''
    const alias = this.aliases.get(url)
    if (alias === undefined) return false
    const version = this.version()
    const entry = alias.version === version ? alias.cache.get(alias.url, version) : undefined
    if (entry?.replays === undefined) {
      if (entry === undefined) this.aliases.delete(url)
      return false
    }
    const headers = req.headers
    if (headers.authorization !== undefined) return false
    const status = headers['if-none-match'] === entry.etag ? 304 : entry.status
    const replay = entry.replays[replayKey(url, status, headers['accept-encoding'])]
    if (replay === undefined || (replay.varyCookie && headers.cookie !== undefined)) return false
    res.writeHead(replay.status, replay.headers)
    res.end(replay.body ?? undefined)
    this.replayed += 1
    return true
  }

  /** Records what the full path just sent for `request` (see `replayable`). */
  remember(request: FastifyRequest, reply: FastifyReply): void {
    const marked = request.replayable
    if (marked === null || request.raw.method !== 'GET') return
    const status = reply.statusCode
    if (status !== marked.entry.status && status !== 304) return
    const sent = reply.getHeaders()
    if (sent['set-cookie'] !== undefined) return
    const headers: string[] = []
    for (const [name, value] of Object.entries(sent)) {
      if (value === undefined || Array.isArray(value)) continue
      headers.push(name, String(value))
    }
    const entry = marked.entry
    const url = request.raw.url ?? ''
    entry.replays ??= {}
    const key = replayKey(url, status, request.headers['accept-encoding'])
    // Full: the oldest replay goes, so spellings a visitor invents by the dozen can only push each other out, never
    // keep the site's own URL from being replayed once it is asked again.
    const kept = Object.keys(entry.replays)
    if (entry.replays[key] === undefined && kept.length >= MAX_REPLAYS) delete entry.replays[kept[0]!]
    entry.replays[key] = {
      status,
      headers,
      body: status === 304 ? null : marked.body,
      varyCookie: /\bcookie\b/i.test(String(sent.vary ?? '')),
    }
    if (this.aliases.size >= this.maxAliases) this.aliases.delete(this.aliases.keys().next().value!)
    this.aliases.set(url, { cache: marked.cache, url: entry.url, version: entry.version })
  }
}

/**
 * Fastify's `serverFactory`: the HTTP server as Fastify would make it (its `http` options and timeouts), whose
 * request handler tries a replay before handing the request to Fastify. A replayed answer therefore costs no
 * routing, no request and reply objects, no logger child and no hook: less than bare Fastify sending the same
 * bytes. `hot` is null when the page cache is off.
 */
export function replayingServer(hot: HotAnswers | null) {
  return (handler: (req: IncomingMessage, res: ServerResponse) => void, fastifyOptions: object): Server => {
    const options = fastifyOptions as ServerOptions
    const server = http.createServer(options.http ?? {}, (req, res) => {
      if (hot !== null && req.method === 'GET' && hot.answer(req, res)) return
      handler(req, res)
    })
    server.keepAliveTimeout = options.keepAliveTimeout
    server.requestTimeout = options.requestTimeout
    server.setTimeout(options.connectionTimeout)
    return server
  }
}

/** Decorates `app.hotAnswers` and records every answer the full path marks as replayable. */
export default fp<{ hot: HotAnswers | null }>(
  async (app, { hot }) => {
    app.decorate('hotAnswers', hot)
    app.decorateRequest('replayable', null)
    if (hot === null) return
    app.addHook('onResponse', (request, reply, done) => {
      if (request.replayable !== null) hot.remember(request, reply)
      done()
    })
  },
  { name: 'hot-answers' },
)

/** Only the options `replayingServer` reads (Fastify fills them with its defaults before calling it). */
type ServerOptions = {
  http?: HttpServerOptions
  keepAliveTimeout: number
  requestTimeout: number
  connectionTimeout: number
}
