import { Injectable } from '@nestjs/common';
import { RpcClient } from '@app/common';
import { CallerContext, GetGlossaryEntriesRequest, GlossaryEntriesResponse, Subjects } from '@app/contracts';
import { TermCounterConfig } from '../config/term-counter.config';

/** The term counter's one source of data: the glossary service's entries, one request per count. */
@Injectable()
export class GlossaryEntriesClient {
  constructor(
    private readonly rpc: RpcClient,
    private readonly config: TermCounterConfig,
  ) {}

  /** With `knownVersion`, an unchanged glossary answers `notModified` and no terms. */
  fetch(caller: CallerContext, glossaryId: string, knownVersion: number | undefined, requestId?: string): Promise<GlossaryEntriesResponse> {
    const request: GetGlossaryEntriesRequest = { caller, glossaryId, ...(knownVersion === undefined ? {} : { knownVersion }) };
    return this.rpc.send<GlossaryEntriesResponse>(Subjects.glossary.getEntries, request, {
      requestId,
      timeoutMs: this.config.TERM_COUNTER_GLOSSARY_TIMEOUT_MS,
    });
  }
}
