import { Injectable, Type } from '@nestjs/common';
import { RpcClient } from '@app/common';
import {
  ApiSubjects,
  CallerContext,
  CountTermsReply,
  GlossaryResponse,
  Paginated,
  Subjects,
  unpackCountTermsReply,
} from '@app/contracts';
import { Enveloped } from '../envelope/enveloped';
import { TranslateBody } from '../translation/dto/translate.body';
import { TranslateService } from '../translation/translate.service';
import {
  CountTermsApiRequest,
  GlossaryIdRequest,
  ListGlossariesApiRequest,
  TranslateBatchApiRequest,
} from './dto/nats-api.requests';

export interface NatsApiContext {
  caller: CallerContext;
}

/** One subject of the NATS API: what it validates, what it does, and the REST operation it mirrors. */
export interface NatsApiOperation<T extends object = object> {
  subject: string;
  summary: string;
  /** The request class: validated like the REST body (the same pipe), and its schema is the AsyncAPI payload. */
  request: Type<T>;
  /** The REST operation answering the same data: its success schema is the AsyncAPI reply. */
  restOperationId: string;
  handle(request: T, context: NatsApiContext): Promise<unknown>;
}

const operation = <T extends object>(definition: NatsApiOperation<T>) => definition as unknown as NatsApiOperation;

/** The first count of a glossary in a new language loads its dictionaries (as the REST route allows for). */
const COUNT_TIMEOUT_MS = 60_000;

/**
 * The operations of the NATS API. Each calls what its REST route calls; authentication, the
 * rate limit, validation and the envelope are the front door's (NatsApiServer), done once.
 */
@Injectable()
export class NatsApiOperations {
  readonly all: readonly NatsApiOperation[];

  constructor(rpc: RpcClient, translation: TranslateService) {
    this.all = [
      operation({
        subject: ApiSubjects.translate,
        summary: 'Translate one text (Form A `textContent` or Form B `text`), or a CSV file as `fileContent`',
        request: TranslateBody,
        restOperationId: 'translateText',
        handle: (body, { caller }) => translation.translate(body, undefined, caller),
      }),
      operation({
        subject: ApiSubjects.translateBatch,
        summary: 'Translate a batch of texts; `form: "b"` answers an array of strings',
        request: TranslateBatchApiRequest,
        restOperationId: 'translateBatch',
        handle: ({ form, ...body }, { caller }) => translation.translateBatch(body, form, caller),
      }),
      operation({
        subject: ApiSubjects.listGlossaries,
        summary: "List the organization's glossaries, oldest first (`pagination` beside `data`)",
        request: ListGlossariesApiRequest,
        restOperationId: 'listGlossaries',
        handle: async (query, { caller }) => {
          const page = await rpc.send<Paginated<GlossaryResponse>>(Subjects.glossary.listGlossaries, {
            ...query,
            caller,
          });
          return Enveloped.paginated(page.items, page.pagination);
        },
      }),
      operation({
        subject: ApiSubjects.getGlossary,
        summary: 'Read a glossary of the organization',
        request: GlossaryIdRequest,
        restOperationId: 'getGlossary',
        handle: ({ glossaryId }, { caller }) =>
          rpc.send<GlossaryResponse>(Subjects.glossary.getGlossary, { glossaryId, caller }),
      }),
      operation({
        subject: ApiSubjects.countTerms,
        summary: 'Count glossary terms in a source text and check them in a translation',
        request: CountTermsApiRequest,
        restOperationId: 'countTerms',
        handle: async (body, { caller }) =>
          unpackCountTermsReply(
            await rpc.send<CountTermsReply>(
              Subjects.termCounter.count,
              { ...body, caller },
              {
                timeoutMs: COUNT_TIMEOUT_MS,
              },
            ),
          ),
      }),
    ];
  }
}
