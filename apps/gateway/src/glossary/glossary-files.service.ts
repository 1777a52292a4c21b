import { Injectable, Logger } from '@nestjs/common';
import {
  fileLanguagesApart,
  languagesOutsideGlossary,
  termFileLayout,
  termFileUnreadable,
  termFileWithoutTerms,
} from './glossary.errors';
import { inRequestContext } from '../http/in-request-context';
import { RpcClient } from '@app/common';
import {
  CallerContext,
  ExportTermsPageResponse,
  glossaryLanguageFor,
  GlossaryResponse,
  ImportTermsFields,
  isGlossaryLanguageCode,
  Subjects,
} from '@app/contracts';
import {
  detectTermFileFormat,
  readTermFile,
  TermFileFormat,
  TermFileItem,
  TermFileLayoutError,
  TermFileParseError,
  TermFileTerm,
} from '@app/term-files';
import { BulkTermsForwarder, bulkOutcome } from './bulk-terms.forwarder';

export interface ReceivedTermFile {
  filename: string;
  bytes: Buffer;
}

/** A file export's first page (read before any byte is sent, so a 404 is still an error envelope) and the rest. */
export interface TermExport {
  glossary: ExportTermsPageResponse['glossary'];
  pages: AsyncIterable<TermFileTerm[]>;
}

const EXPORT_PAGE_TIMEOUT_MS = 30_000;

/**
 * CONTRACT "Glossary files". Import reads the file here (libs/term-files), maps its languages to
 * the glossary's and hands the rows to the bulk-terms path, so a file row is checked, written
 * and reported exactly as a bulk item. Export reads the glossary page by page over NATS while
 * the file is written, so memory holds one page whatever the glossary's size.
 */
@Injectable()
export class GlossaryFilesService {
  private readonly logger = new Logger(GlossaryFilesService.name);

  constructor(
    private readonly rpc: RpcClient,
    private readonly bulk: BulkTermsForwarder,
  ) {}

  async import(glossaryId: string, file: ReceivedTermFile, fields: ImportTermsFields, caller: CallerContext) {
    if (Boolean(fields.sourceLanguage) !== Boolean(fields.targetLanguage))
      throw fileLanguagesApart(fields.sourceLanguage ? 'targetLanguage' : 'sourceLanguage');
    // The glossary first: another organization's glossary is a 404 whatever the file holds.
    const glossary = await this.rpc.send<GlossaryResponse>(Subjects.glossary.getGlossary, { glossaryId, caller });
    const format = fields.format ?? detectTermFileFormat(file.bytes, file.filename);
    const items = await readItems(file.bytes, format, fields);
    if (items.length === 0) throw termFileWithoutTerms(format);
    const terms = withGlossaryLanguages(items, glossary.languages);
    const result = await this.bulk.createAll(glossary.id, terms, caller);
    // Where each refused row is in the file, beside its index.
    for (const failure of result.failed) Object.assign(failure, { line: items[failure.index]?.line });
    return bulkOutcome(result);
  }

  async export(glossaryId: string, caller: CallerContext): Promise<TermExport> {
    const page = (after?: number) =>
      this.rpc.send<ExportTermsPageResponse>(
        Subjects.glossary.exportTermsPage,
        { glossaryId, caller, after },
        { timeoutMs: EXPORT_PAGE_TIMEOUT_MS },
      );
    const first = await page();
    const logger = this.logger;
    // After the headers, a failure can only cut the file short: it is logged with the request id.
    async function* pages() {
      let current = first;
      yield current.terms;
      try {
        while (current.next !== null) {
          current = await page(current.next);
          yield current.terms;
        }
      } catch (error) {
        logger.error({ glossaryId, err: String(error) }, 'glossary export interrupted');
        throw error;
      }
    }
    return { glossary: first.glossary, pages: inRequestContext(pages()) };
  }
}

async function readItems(bytes: Buffer, format: TermFileFormat, fields: ImportTermsFields): Promise<TermFileItem[]> {
  try {
    return await readTermFile(bytes, format, fields);
  } catch (error) {
    if (error instanceof TermFileParseError) throw termFileUnreadable(format, error.message, error.line);
    if (error instanceof TermFileLayoutError) throw termFileLayout(format, error.message);
    throw error;
  }
}

/**
 * The file's language codes as the glossary spells them (`en-US` in a file is a glossary's `en`
 * when it has no `en-US`). Codes it cannot place are one 400 naming them all, before anything is written.
 */
function withGlossaryLanguages(items: TermFileItem[], glossaryLanguages: string[]) {
  const mapping = new Map<string, string | undefined>();
  for (const item of items)
    for (const { language } of item.definitions)
      if (!mapping.has(language))
        mapping.set(
          language,
          isGlossaryLanguageCode(language) ? glossaryLanguageFor(glossaryLanguages, language) : undefined,
        );
  const outside = [...mapping].filter(([, mapped]) => mapped === undefined).map(([language]) => language);
  if (outside.length > 0) throw languagesOutsideGlossary(outside, glossaryLanguages);
  return items.map(({ definitions, translationFlag }) => ({
    definitions: definitions.map((d) => ({ ...d, language: mapping.get(d.language) })),
    ...(translationFlag === undefined ? {} : { translationFlag }),
  }));
}
