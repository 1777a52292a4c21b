import type { Root } from 'mdast';
import { Worker } from 'node:worker_threads';
import { DocumentError, documentLimit } from './document-error';

/** Markdown files are limited below the general limit: the parser reads about 100 KB a second. */
export const MAX_MARKDOWN_BYTES = 1024 * 1024;
export const MARKDOWN_PARSE_MS = 15_000;

/**
 * The packages are ES modules, imported by the worker (any Node 20; `require(esm)` needs 20.19),
 * by absolute path so the worker finds what this process resolved.
 */
const PACKAGES = [
  'mdast-util-from-markdown',
  'micromark-extension-gfm',
  'mdast-util-gfm',
  'micromark-extension-frontmatter',
  'mdast-util-frontmatter',
] as const;

const PARSE = `
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
Promise.all(workerData.paths.map((path) => import(pathToFileURL(path).href))).then(
  ([{ fromMarkdown }, { gfm }, { gfmFromMarkdown }, { frontmatter }, { frontmatterFromMarkdown }]) => {
    const matters = ['yaml', 'toml'];
    parentPort.postMessage(fromMarkdown(workerData.text, {
      extensions: [gfm(), frontmatter(matters)],
      mdastExtensions: [gfmFromMarkdown(), frontmatterFromMarkdown(matters)],
    }));
  },
);
`;

/**
 * mdast (micromark, CommonMark with GFM and YAML/TOML front matter) with source offsets, built in
 * a worker thread that is stopped past a time bound: micromark slows to minutes on some crafted
 * inputs (a megabyte of unclosed links), and a request must never hang on one.
 */
export function parseMarkdown(text: string, timeoutMs = MARKDOWN_PARSE_MS): Promise<Root> {
  if (Buffer.byteLength(text) > MAX_MARKDOWN_BYTES)
    return Promise.reject(documentLimit('bytes of Markdown', MAX_MARKDOWN_BYTES));
  const paths = PACKAGES.map((name) => require.resolve(name));
  return new Promise((resolve, reject) => {
    const worker = new Worker(PARSE, {
      eval: true,
      workerData: { text, paths },
      resourceLimits: { maxOldGenerationSizeMb: 384 },
    });
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      void worker.terminate();
      settle();
    };
    const timer = setTimeout(
      () =>
        finish(() => reject(new DocumentError('limit', `the Markdown could not be read within ${timeoutMs / 1000} s`))),
      timeoutMs,
    );
    worker.once('message', (tree: Root) => finish(() => resolve(tree)));
    // A stack or heap exhausted by nesting (20,000 quote levels) ends the worker with an error.
    worker.once('error', () =>
      finish(() => reject(new DocumentError('limit', 'the Markdown nests too deeply or is too large to read'))),
    );
  });
}
