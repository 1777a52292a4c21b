import { Injectable, Logger } from '@nestjs/common';
import { RpcClient } from '@app/common';
import {
  CallerContext,
  CountTermsReply,
  CountTermsRequest,
  DocumentTermReport,
  MAX_COUNT_TEXT_CODE_POINTS,
  Subjects,
  unpackCountTermsReply,
} from '@app/contracts';

/** Room under the term counter's 100,000 code points for the newlines between units. */
const CHUNK_CODE_POINTS = Math.floor(MAX_COUNT_TEXT_CODE_POINTS * 0.9);

export interface TermReportJob {
  caller: CallerContext;
  glossaryId: string;
  sourceLanguage: string;
  targetLanguage: string;
}

const length = (text: string) => [...text].length;
const cut = (text: string) => [...text].slice(0, CHUNK_CODE_POINTS).join('');

/**
 * CONTRACT "Documents": `terms: {found, followed}` by the term counter's rules on the whole
 * document's text, source against translation. Long documents are counted in aligned pieces (the
 * same units on both sides), each within the counter's limit. `found` sums each term's occurrences
 * in the source; `followed`, per term, the occurrences of its target entry up to that number.
 */
@Injectable()
export class TermReport {
  private readonly logger = new Logger(TermReport.name);

  constructor(private readonly rpc: RpcClient) {}

  /** Null when the counter refuses (a language the glossary lacks): the report is left out, the document stands. */
  async report(sources: string[], targets: string[], job: TermReportJob): Promise<DocumentTermReport | null> {
    const report = { found: 0, followed: 0 };
    try {
      for (const [sourceText, targetText] of alignedChunks(sources, targets)) {
        if (sourceText.trim() === '') continue;
        const request: CountTermsRequest = { ...job, sourceText, targetText };
        const reply = await this.rpc.send<CountTermsReply>(Subjects.termCounter.count, request, { timeoutMs: 60_000 });
        for (const term of unpackCountTermsReply(reply).terms ?? []) {
          report.found += term.sourceCount;
          report.followed += Math.min(term.sourceCount, term.targetCount);
        }
      }
      return report;
    } catch (error) {
      this.logger.warn({ glossaryId: job.glossaryId, err: (error as Error).message }, 'term report left out');
      return null;
    }
  }
}

/** Units joined by newlines into pieces within the counter's limit on both sides. */
export function alignedChunks(sources: string[], targets: string[]): [string, string][] {
  const chunks: [string, string][] = [];
  let source: string[] = [];
  let target: string[] = [];
  let sizes = [0, 0];
  const flush = () => {
    if (source.length) chunks.push([source.join('\n'), target.join('\n')]);
    source = [];
    target = [];
    sizes = [0, 0];
  };
  sources.forEach((text, i) => {
    const s = cut(text);
    const t = cut(targets[i] ?? '');
    if (sizes[0] + length(s) + 1 > CHUNK_CODE_POINTS || sizes[1] + length(t) + 1 > CHUNK_CODE_POINTS) flush();
    source.push(s);
    target.push(t);
    sizes = [sizes[0] + length(s) + 1, sizes[1] + length(t) + 1];
  });
  flush();
  return chunks;
}
