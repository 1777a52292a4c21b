import { Injectable } from '@nestjs/common';
import { CsvFilePayload, TranslatedFile, TranslateRequest, TranslateResponse, TranslationLimits } from '@app/contracts';
import { formatCsv, isTextCell, parseCsv } from '../csv/csv-document';
import { EngineRegistry } from '../engines/engine.registry';
import { UsageService } from '../usage/usage.service';
import { FluencyClient } from './fluency.client';
import { noLanguageModel, textOrFilesExpected } from './translate.errors';
import { RunOptions, TranslationRunner } from './translation-runner';

/** `POST /translation/translate`: one text (Forms A and B), or CSV files (Form A multipart). */
@Injectable()
export class TranslateService {
  constructor(
    private readonly runner: TranslationRunner,
    private readonly engines: EngineRegistry,
    private readonly fluency: FluencyClient,
    private readonly usage: UsageService,
  ) {}

  async translate(request: TranslateRequest): Promise<TranslateResponse> {
    const { text } = request;
    const files = request.files ?? [];
    if ((typeof text === 'string') === files.length > 0) throw textOrFilesExpected();
    if (request.fluency && !this.engines.languageModelConfigured) throw noLanguageModel();
    // Not `{...request, fluency: false}`: Node 20's V8 builds a spread followed by more
    // properties in its runtime, 4 µs against 0.1 µs (bench/hot-path.mjs), 5-10 % of a cached translation.
    const options: RunOptions = Object.assign({}, request, { fluency: false });
    return typeof text === 'string'
      ? this.translateText(request, text, options)
      : { data: await this.translateFiles(request, files, options) };
  }

  private async translateText(
    request: TranslateRequest,
    text: string,
    options: RunOptions,
  ): Promise<TranslateResponse> {
    const [result] = await this.runner.run(options, [{ text }]);
    if (!result.ok) throw result.error;
    this.usage.record({
      caller: request.caller,
      operation: 'translate',
      engine: this.runner.engine.name,
      items: 1,
      words: result.words,
    });
    // Documented limit: fluency is skipped above maxFluencyChars (and for blank text).
    if (!request.fluency || text.length > TranslationLimits.maxFluencyChars || result.text.trim() === '')
      return { data: result.text };
    const target = options.targetLanguage;
    const fluency = await this.fluency.evaluate(request.caller, result.source, target, text, result.text);
    return { data: result.text, fluency };
  }

  /** Every text cell below the header row, translated once per distinct value; layout kept. */
  private async translateFiles(
    request: TranslateRequest,
    files: CsvFilePayload[],
    options: RunOptions,
  ): Promise<string | TranslatedFile[]> {
    const documents = files.map((file) => ({ file, doc: parseCsv(file.content, file.filename) }));
    const cells = new Set<string>();
    for (const { doc } of documents)
      doc.rows.slice(1).forEach((row) => row.filter(isTextCell).forEach((cell) => cells.add(cell)));
    const texts = [...cells];
    const results = await this.runner.run(
      options,
      texts.map((text) => ({ text })),
    );
    const failed = results.find((r) => !r.ok);
    if (failed) throw failed.error;
    const byText = new Map(texts.map((text, i) => [text, results[i]]));
    let words = 0;
    const out = documents.map(({ file, doc }) => {
      const rows = doc.rows.map((row, r) =>
        r === 0
          ? row
          : row.map((cell) => {
              const result = isTextCell(cell) ? byText.get(cell) : undefined;
              if (!result?.ok) return cell;
              words += result.words;
              return result.text;
            }),
      );
      return { filename: file.filename, content: formatCsv(doc, rows) };
    });
    this.usage.record({
      caller: request.caller,
      operation: 'translate-file',
      engine: this.runner.engine.name,
      items: texts.length,
      words,
    });
    return out.length === 1 ? out[0].content : out;
  }
}
