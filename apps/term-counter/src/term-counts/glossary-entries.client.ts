import { Injectable } from '@nestjs/common';
import { RpcClient } from '@app/common';
import {
  CallerContext,
  GetGlossaryEntriesRequest,
  GlossaryEntriesResponse,
  PackedGlossaryEntries,
  Subjects,
  unpackGlossaryEntries,
} from '@app/contracts';
import { TermCounterConfig } from '../config/term-counter.config';

export interface EntriesQuery {
  caller: CallerContext;
  glossaryId: string;
  /** Only the definitions in these languages: the glossary's answer stays small. */
  languages: string[];
  /** The version held: an unchanged glossary answers `notModified` and no terms. */
  knownVersion?: number;
}

/** The term counter's one source of data: the glossary service's entries, one request per count. */
@Injectable()
export class GlossaryEntriesClient {
  constructor(
    private readonly rpc: RpcClient,
    private readonly config: TermCounterConfig,
  ) {}

  async fetch(query: EntriesQuery, requestId?: string): Promise<GlossaryEntriesResponse> {
    const request: GetGlossaryEntriesRequest = {
      caller: query.caller,
      glossaryId: query.glossaryId,
      languages: query.languages,
      ...(query.knownVersion === undefined ? {} : { knownVersion: query.knownVersion }),
    };
    // The packed subject: a large glossary (5,000 terms in two languages is ~1.3 MB of JSON)
    // comes gzipped instead of over NATS's 1 MiB message limit.
    const answer = await this.rpc.send<PackedGlossaryEntries>(Subjects.glossary.getEntriesPacked, request, {
      requestId,
      timeoutMs: this.config.TERM_COUNTER_GLOSSARY_TIMEOUT_MS,
    });
    return unpackGlossaryEntries(answer);
  }
}
