import { gzipSync } from 'node:zlib';

/**
 * Answers kept in memory as ready-to-send JSON bytes (encoded once, not on every request) and dropped the moment the database says they changed.
 *
 * Each answer carries tags naming what it was read from ('service:…', 'therapist:…'); `invalidate(tag)`
 * drops the answers with that tag, `invalidate()` drops all. Three gaps are closed here:
 * - a read that started before a change and finishes after it must not keep what it read: every
 *   invalidation is logged with a sequence number, and a finished read is kept only if nothing logged
 *   since it began touches its tags;
 * - while the database's notifications may be missed (the listening connection is down), nothing is
 *   served from memory;
 * - an answer that goes stale by the clock alone (the first slot it offers starts) says so in
 *   `expiresAt`, and is read again after that.
 */
export interface Loaded {
  value: unknown;
  tags?: string[];
  /** Epoch milliseconds after which the answer is no longer right even without a change. */
  expiresAt?: number;
}

interface Entry {
  json: JsonBody;
  tags: Set<string>;
  expiresAt: number;
}

/** An answer as JSON bytes, and gzipped the first time a client that accepts gzip asks for it. */
export class JsonBody {
  private compressed: Buffer | undefined;

  constructor(readonly bytes: Buffer) {}

  gzip(): Buffer {
    this.compressed ??= gzipSync(this.bytes);
    return this.compressed;
  }

  toString(): string {
    return this.bytes.toString();
  }
}

const toJson = (value: unknown) => new JsonBody(Buffer.from(JSON.stringify(value)));

/** How many recent invalidations are remembered for reads still running; older reads are not kept. */
const INVALIDATION_LOG_SIZE = 1_000;

export class LiveCache {
  private readonly entries = new Map<string, Entry>();
  /** Reads running now, shared by the requests that ask for the same key meanwhile. */
  private readonly running = new Map<string, Promise<JsonBody>>();
  /** Tags of recent invalidations (undefined: everything), the last one numbered `sequence`. */
  private log: (string | undefined)[] = [];
  private sequence = 0;
  private trusted = false;
  private readonly invalidationListeners = new Set<() => void>();

  constructor(private readonly now: () => number = Date.now) {}

  read(key: string, load: () => Promise<Loaded>): Promise<JsonBody> {
    if (!this.trusted) return load().then((loaded) => toJson(loaded.value));
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return Promise.resolve(entry.json);
    const running = this.running.get(key);
    if (running) return running;

    const startedAt = this.sequence;
    const pending = load().then((loaded) => {
      const json = toJson(loaded.value);
      const tags = new Set(loaded.tags ?? []);
      if (this.trusted && !this.invalidatedSince(startedAt, tags)) {
        this.entries.set(key, { json, tags, expiresAt: loaded.expiresAt ?? Number.POSITIVE_INFINITY });
      }
      return json;
    });
    this.running.set(key, pending);
    const done = () => {
      if (this.running.get(key) === pending) this.running.delete(key);
    };
    pending.then(done, done);
    return pending;
  }

  /** Drops the answers tagged `tag`, or every answer when no tag is given. */
  invalidate(tag?: string): void {
    for (const listener of this.invalidationListeners) listener();
    this.sequence += 1;
    this.log.push(tag);
    if (this.log.length > INVALIDATION_LOG_SIZE) this.log = this.log.slice(-INVALIDATION_LOG_SIZE);
    // A read already running cannot be told apart by tag yet: later requests start a fresh one.
    this.running.clear();
    if (tag === undefined) {
      this.entries.clear();
      return;
    }
    for (const [key, entry] of this.entries) if (entry.tags.has(tag)) this.entries.delete(key);
  }

  /** Calls `listener` on every invalidation, for what is built from these answers (rendered pages). */
  onInvalidate(listener: () => void): () => void {
    this.invalidationListeners.add(listener);
    return () => this.invalidationListeners.delete(listener);
  }

  /** Whether memory may answer now. */
  get isTrusted(): boolean {
    return this.trusted;
  }

  /** Whether memory may answer: only while the database's notifications are sure to arrive. */
  trust(trusted: boolean): void {
    this.invalidate();
    this.trusted = trusted;
  }

  private invalidatedSince(startedAt: number, tags: Set<string>): boolean {
    const missed = this.sequence - startedAt;
    if (missed === 0) return false;
    if (missed > this.log.length) return true;
    return this.log.slice(-missed).some((tag) => tag === undefined || tags.has(tag));
  }
}
