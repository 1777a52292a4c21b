import { Injectable } from '@nestjs/common';
import {
  CallerContext,
  GetGlossarySnapshotRequest,
  GlossarySnapshotContent,
  GlossarySnapshotResponse,
  Subjects,
} from '@app/contracts';
import { JetStreamClient, ObjectStore } from 'nats';
import { DomainException } from '../errors/domain.exception';
import { getJsonObject, openObjectStore } from '../nats/object-store';
import { RpcClient } from '../nats/rpc-client';

export interface SnapshotQuery {
  caller: CallerContext;
  glossaryId: string;
  languages: string[];
  /** The version held: an unchanged glossary answers `notModified` at the cost of one indexed read. */
  knownVersion?: number;
}

/**
 * How the services that match terms get a glossary of any size: one small request says which
 * version is current (and has the glossary service write it to the object store when missing),
 * then the entries come from JetStream's object store, chunked, never as one message.
 */
@Injectable()
export class GlossarySnapshotReader {
  private store?: Promise<{ js: JetStreamClient; store: ObjectStore }>;

  constructor(private readonly rpc: RpcClient) {}

  current(query: SnapshotQuery, options: { timeoutMs: number }): Promise<GlossarySnapshotResponse> {
    const request: GetGlossarySnapshotRequest = {
      caller: query.caller,
      glossaryId: query.glossaryId,
      languages: query.languages,
      ...(query.knownVersion === undefined ? {} : { knownVersion: query.knownVersion }),
    };
    return this.rpc.send<GlossarySnapshotResponse>(Subjects.glossary.getSnapshot, request, options);
  }

  /**
   * The objects named by `answer`, one per language. An object replaced meanwhile by a newer
   * version is newer still, and used as it is; the caller keys on each content's version.
   */
  async read(answer: GlossarySnapshotResponse): Promise<GlossarySnapshotContent[]> {
    const { js, store } = await this.objectStore(answer.bucket);
    const contents = await Promise.all(
      answer.objects.map(async (object) => {
        const content = await readObject(js, store, object.name);
        if (!content || content.version < answer.version)
          throw DomainException.unavailable(
            `Glossary ${answer.glossaryId}: version ${answer.version} in ${object.language} is not in the object store`,
          );
        return content;
      }),
    );
    // Languages of two versions would join a term's source entry to another version's target.
    if (new Set(contents.map((c) => c.version)).size > 1)
      throw DomainException.unavailable(`Glossary ${answer.glossaryId} changed while it was read; try again`);
    return contents;
  }

  private objectStore(bucket: string): Promise<{ js: JetStreamClient; store: ObjectStore }> {
    this.store ??= this.rpc
      .connected()
      .then(async (nats) => ({ js: nats.jetstream(), store: await openObjectStore(nats, bucket) }));
    this.store.catch(() => (this.store = undefined));
    return this.store;
  }
}

/**
 * One retry: a read cut short by a replacement of the object (another writer, the next version)
 * finds the replacement, which is as new or newer.
 */
async function readObject(
  js: JetStreamClient,
  store: ObjectStore,
  name: string,
): Promise<GlossarySnapshotContent | null> {
  try {
    return await getJsonObject<GlossarySnapshotContent>(js, store, name, 10_000);
  } catch {
    return getJsonObject<GlossarySnapshotContent>(js, store, name, 10_000).catch((error: unknown) => {
      throw DomainException.unavailable(`Glossary object ${name} could not be read: ${String(error)}`);
    });
  }
}
