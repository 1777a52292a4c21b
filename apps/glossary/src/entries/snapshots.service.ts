import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { namespacedBucket, openObjectStore, putJsonTextObject, RpcClient } from '@app/common';
import {
  glossaryLanguageFor,
  GetGlossarySnapshotRequest,
  GlossaryChangedEvent,
  GLOSSARY_SNAPSHOT_BUCKET,
  GlossarySnapshotContent,
  GlossarySnapshotObject,
  GlossarySnapshotResponse,
  glossarySnapshotObjectName,
} from '@app/contracts';
import { ObjectStore } from 'nats';
import { GlossaryConfig } from '../config/glossary.config';
import { assertGlossaryId, glossaryNotFound } from '../glossaries/glossaries.errors';
import { GlossaryDatabase } from '../database/glossary-database';

type StoredObject = Omit<GlossarySnapshotObject, 'requested'> & { version: number };

/**
 * Quiet time after a glossary's last change before its objects are written ahead of use: long
 * enough that a bulk import (requests of 2,500 terms, seconds apart on a loaded machine) is
 * written once at its end, not after every request.
 */
const SETTLE_MS = 5_000;

/** GlossarySnapshotContent's JSON around rows already written as JSON (GlossarySnapshotRow[]). */
export function snapshotContentJson(head: Omit<GlossarySnapshotContent, 'rows'>, rowsJson: string): string {
  const content: Omit<GlossarySnapshotContent, 'rows'> = {
    glossaryId: head.glossaryId,
    version: head.version,
    language: head.language,
  };
  return `${JSON.stringify(content).slice(0, -1)},"rows":${rowsJson}}`;
}

/**
 * Puts a glossary's entries where a service can read them at any size: JetStream's object store,
 * one object per glossary and language, read by every replica from NATS. Objects are written
 * once a glossary's changes settle (a bulk import is many changes) and, failing that, on the
 * first request for a version: writing 100,000 terms takes seconds, which a first translation
 * should not have to wait for.
 */
@Injectable()
export class SnapshotsService implements OnModuleDestroy {
  private readonly logger = new Logger(SnapshotsService.name);
  private store?: Promise<ObjectStore>;
  private readonly bucket: string;
  /** Writes in progress by object name: concurrent first requests wait for one write. */
  private readonly writing = new Map<string, Promise<StoredObject>>();
  /** Glossaries changed lately, by id: their objects are written when the timer fires. */
  private readonly settling = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly database: GlossaryDatabase,
    private readonly rpc: RpcClient,
    config: GlossaryConfig,
  ) {
    this.bucket = namespacedBucket(config.NATS_SUBJECT_PREFIX, GLOSSARY_SNAPSHOT_BUCKET);
  }

  async get(request: GetGlossarySnapshotRequest): Promise<GlossarySnapshotResponse> {
    assertGlossaryId(request.glossaryId);
    const glossary = await this.database.pool.glossaries.findOwned(request.glossaryId, request.caller.organizationId);
    if (!glossary) throw glossaryNotFound(request.glossaryId);
    const head = { glossaryId: glossary.id, languages: glossary.languages, bucket: this.bucket };
    if (request.knownVersion === glossary.version)
      return { ...head, version: glossary.version, objects: [], notModified: true };
    const requested = new Map<string, string[]>();
    for (const asked of request.languages) {
      const language = glossaryLanguageFor(glossary.languages, asked);
      if (language) requested.set(language, [...(requested.get(language) ?? []), asked]);
    }
    const languages = [...requested.keys()];
    let version = glossary.version;
    let written = await Promise.all(languages.map((l) => this.ensure(glossary.id, l, version)));
    // A change during the writes leaves languages at two versions: bring them all to the newest.
    for (let tries = 0; tries < 3 && new Set(written.map((o) => o.version)).size > 1; tries++) {
      version = Math.max(version, ...written.map((o) => o.version));
      written = await Promise.all(languages.map((l) => this.ensure(glossary.id, l, version)));
    }
    version = Math.max(version, ...written.map((o) => o.version));
    const objects = written.map(({ language, name, entries, bytes }) => ({
      language,
      requested: requested.get(language) ?? [],
      name,
      entries,
      bytes,
    }));
    return { ...head, version, objects };
  }

  /** Schedules the changed glossary's objects to be written once no change has come for a while. */
  writeWhenSettled(event: GlossaryChangedEvent): void {
    clearTimeout(this.settling.get(event.glossaryId));
    this.settling.delete(event.glossaryId);
    if (event.kind === 'glossary.deleted') return;
    const timer = setTimeout(() => {
      this.settling.delete(event.glossaryId);
      this.writeAhead(event).catch((error: unknown) =>
        // The first request writes what is missing: a failure here costs that request time only.
        this.logger.warn({ glossaryId: event.glossaryId, err: String(error) }, 'glossary snapshot not written ahead'),
      );
    }, SETTLE_MS);
    timer.unref();
    this.settling.set(event.glossaryId, timer);
  }

  onModuleDestroy(): void {
    for (const timer of this.settling.values()) clearTimeout(timer);
    this.settling.clear();
  }

  private async writeAhead({ glossaryId, organizationId }: GlossaryChangedEvent): Promise<void> {
    const glossary = await this.database.pool.glossaries.findOwned(glossaryId, organizationId);
    if (!glossary) return;
    await Promise.all(glossary.languages.map((language) => this.ensure(glossary.id, language, glossary.version)));
  }

  /**
   * The object of `language` at `version` or newer, written when the store has an older one.
   * Requests for one object queue behind each other from the first instruction on: two writes of
   * one name would purge the chunks a reader of the first is still reading.
   */
  private ensure(glossaryId: string, language: string, version: number): Promise<StoredObject> {
    const name = glossarySnapshotObjectName(glossaryId, language);
    const before = this.writing.get(name);
    const turn = (async (): Promise<StoredObject> => {
      const done = before ? await before.catch(() => undefined) : undefined;
      if (done && done.version >= version) return done;
      const store = await this.objectStore();
      const info = await store.info(name);
      const stored = Number(info?.metadata?.version ?? -1);
      if (info && stored >= version)
        return { language, name, version: stored, entries: Number(info.metadata?.entries ?? 0), bytes: info.size };
      return this.write(store, glossaryId, language, name);
    })();
    this.writing.set(name, turn);
    const forget = () => {
      if (this.writing.get(name) === turn) this.writing.delete(name);
    };
    turn.then(forget, forget);
    return turn;
  }

  private async write(store: ObjectStore, glossaryId: string, language: string, name: string): Promise<StoredObject> {
    const started = performance.now();
    // One snapshot: the version written is the version of the rows written.
    const { version, rows } = await this.database.snapshot(async ({ glossaries, terms }) => {
      const current = await glossaries.versionOf(glossaryId);
      if (current === null) throw glossaryNotFound(glossaryId);
      return { version: current, rows: await terms.snapshotRowsJson(glossaryId, language) };
    });
    const bytes = await putJsonTextObject(
      store,
      name,
      snapshotContentJson({ glossaryId, version, language }, rows.json),
      {
        version: String(version),
        entries: String(rows.count),
      },
    );
    const ms = Math.round(performance.now() - started);
    this.logger.log({ glossaryId, language, version, entries: rows.count, bytes, ms }, 'glossary snapshot written');
    return { language, name, version, entries: rows.count, bytes };
  }

  private objectStore(): Promise<ObjectStore> {
    this.store ??= this.rpc.connected().then((nats) => openObjectStore(nats, this.bucket));
    this.store.catch(() => (this.store = undefined));
    return this.store;
  }
}
