import { Injectable } from '@nestjs/common';
import { DomainException } from '@app/common';
import { PermanentWorkError } from '@app/work-queue';
import { LocalizationConfig } from '../config/localization.config';
import { detectSourceFormat } from '../formats/detect-format';
import { parseSource } from '../formats/parse-source';
import { SourceParseError } from '../formats/source-entry';
import { defaultOutputFormat, TranslatedTable, writeTable } from '../formats/table-writer';
import { fetchSourceFile, SourceFetchError } from '../source/source-fetcher';
import { LocalizationTableEntity } from '../tables/localization-table.entity';
import { TableOutput, LocalizationTableRepository } from '../tables/localization-table.repository';
import { TableTranslator } from '../translation/table-translator';
import { PERMANENT_CODES } from './permanent-codes';

/** A failure that retrying cannot fix: the table becomes `failed` with this message. */
export class PermanentTableError extends PermanentWorkError {}

/** Builds one table: source bytes -> strings -> one translation per target language -> file. */
@Injectable()
export class TableProcessor {
  constructor(
    private readonly tables: LocalizationTableRepository,
    private readonly translator: TableTranslator,
    private readonly config: LocalizationConfig,
  ) {}

  async build(table: LocalizationTableEntity): Promise<TableOutput> {
    try {
      return await this.buildUnchecked(table);
    } catch (error) {
      if (error instanceof SourceFetchError || error instanceof SourceParseError)
        throw new PermanentTableError(error.message);
      if (error instanceof DomainException && PERMANENT_CODES.has(error.code))
        throw new PermanentTableError(error.message);
      throw error;
    }
  }

  private async buildUnchecked(table: LocalizationTableEntity): Promise<TableOutput> {
    const source = await this.sourceOf(table);
    const format =
      table.sourceFormat ??
      detectSourceFormat(source.bytes, { name: source.name ?? table.sourceName, contentType: source.contentType });
    const entries = await parseSource(source.bytes, format, table.sourceLanguage, this.config.sourceLimits);
    const texts = entries.map((e) => e.text);
    const translated: TranslatedTable = {
      languages: table.targetLanguages,
      rows: entries.map((e) => ({ key: e.key, values: {} })),
    };
    const caller = { organizationId: table.organizationId, keyId: table.keyId };
    for (const targetLanguage of table.targetLanguages) {
      const results = await this.translator.translateAll(texts, {
        sourceLanguage: table.sourceLanguage,
        targetLanguage,
        caller,
        options: { memoryId: table.memoryId ?? undefined, memoryThreshold: table.memoryThreshold ?? undefined },
      });
      results.forEach((text, i) => (translated.rows[i].values[targetLanguage] = text));
    }
    const outputFormat = table.outputFormat ?? defaultOutputFormat(format);
    const file = await writeTable(translated, outputFormat, { csvFormulaEscaping: table.csvFormulaEscaping });
    return {
      format: outputFormat,
      content: file.bytes,
      contentType: file.contentType,
      filename: `localization-table-${table.id}.${file.extension}`,
    };
  }

  private async sourceOf(
    table: LocalizationTableEntity,
  ): Promise<{ bytes: Buffer; name: string | null; contentType: string | null }> {
    if (!table.sourceUrl) {
      const bytes = await this.tables.readSourceContent(table.id);
      if (!bytes) throw new PermanentTableError('The table has no source');
      return { bytes, name: table.sourceName, contentType: null };
    }
    const fetched = await fetchSourceFile(table.sourceUrl, {
      allowPrivate: this.config.allowPrivateSources,
      maxBytes: this.config.SOURCE_FETCH_MAX_BYTES,
      timeoutMs: this.config.SOURCE_FETCH_TIMEOUT_MS,
      maxRedirects: 3,
    });
    return { bytes: fetched.bytes, name: fetched.name || table.sourceName, contentType: fetched.contentType };
  }
}
