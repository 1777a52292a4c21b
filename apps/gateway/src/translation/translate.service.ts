import { Injectable } from '@nestjs/common';
import { nothingToTranslate } from './translation.errors';
import { RpcClient } from '@app/common';
import {
  BatchTranslationResult,
  CallerContext,
  Subjects,
  TranslateBatchRequest,
  TranslateRequest,
  TranslateResponse,
} from '@app/contracts';
import { Enveloped } from '../envelope/enveloped';
import { TranslateBatchBody } from './dto/translate-batch.body';
import { TranslateBody } from './dto/translate.body';
import { assertContextsAligned, batchAsFormB, csvPayloads, textOfForms, UploadedCsv } from './translation-forms';

/** A model call can take LLM_TIMEOUT_MS (60 s) per attempt, with retries. */
const TRANSLATE_TIMEOUT_MS = 180_000;

/**
 * Translation as every front door offers it (REST controller and NATS API): Forms A and B, CSV
 * files, and the batch in either form, turned into one request to the translation service.
 */
@Injectable()
export class TranslateService {
  constructor(private readonly rpc: RpcClient) {}

  async translate(body: TranslateBody, files: UploadedCsv[] | undefined, caller: CallerContext): Promise<unknown> {
    const { textContent, text: formBText, fileContent, ...options } = body;
    const text = textOfForms(textContent, formBText);
    const csv = csvPayloads(
      fileContent !== undefined
        ? [...(files ?? []), { originalname: 'file.csv', buffer: Buffer.from(fileContent) }]
        : files,
    );
    const message: TranslateRequest = Object.assign(options, { caller });
    if (text !== undefined) message.text = text;
    if (csv) message.files = csv;
    if (message.text === undefined && !message.files) {
      throw nothingToTranslate();
    }
    const answer = await this.rpc.send<TranslateResponse>(Subjects.translation.translate, message, {
      timeoutMs: TRANSLATE_TIMEOUT_MS,
    });
    return answer.fluency ? new Enveloped(answer.data, { fluency: answer.fluency }) : answer.data;
  }

  /** `form` `b` answers the strings alone (batchAsFormB); anything else the per-text results. */
  async translateBatch(body: TranslateBatchBody, form: string | undefined, caller: CallerContext): Promise<unknown> {
    assertContextsAligned(body.texts, body.contexts);
    const message: TranslateBatchRequest = { ...body, caller };
    const result = await this.rpc.send<BatchTranslationResult>(Subjects.translation.translateBatch, message, {
      timeoutMs: TRANSLATE_TIMEOUT_MS,
    });
    return form?.toLowerCase() === 'b' ? batchAsFormB(result) : result;
  }
}
