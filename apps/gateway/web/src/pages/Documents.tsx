import { useEffect, useMemo, useState } from 'preact/hooks';
import { errorMessage } from '../api';
import { Alert } from '../components/Alert';
import { DocumentHistory } from '../components/DocumentHistory';
import { FileDrop } from '../components/FileDrop';
import { GlossarySelect } from '../components/GlossarySelect';
import { MemorySelect } from '../components/MemorySelect';
import { Select } from '../components/Select';
import { useAction } from '../components/use-action';
import type { DocumentCreated, Language, Organization } from '../types';
import { workspace } from '../workspace-api';
import { sourceChoices, targetChoices } from './languages';

/** The extensions CONTRACT "Documents" reads; the server tells the format by extension and content. */
export const DOCUMENT_EXTENSIONS =
  '.docx,.pptx,.xlsx,.odt,.odp,.ods,.html,.htm,.md,.markdown,.txt,.srt,.vtt,.xlf,.xliff,.xlif';

interface Options {
  sourceLanguage: string;
  targetLanguage: string;
  glossaryId: string;
  memoryId: string;
}

/** CONTRACT "Web workspace": translate a document, watch it, download it; the history below. */
export function Documents({ org }: { org: Organization }) {
  const api = useMemo(() => workspace(org.id), [org.id]);
  const [languages, setLanguages] = useState<Language[] | null>(null);
  const [options, setOptions] = useState<Options>({
    sourceLanguage: 'auto',
    targetLanguage: '',
    glossaryId: '',
    memoryId: '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [accepted, setAccepted] = useState<string | null>(null);
  // Bumped after an upload so the history lists the new document and starts watching it.
  const [revision, setRevision] = useState(0);
  const { busy, error, setError, run } = useAction();

  useEffect(() => {
    api.get<Language[]>('/translation/languages').then(setLanguages, (e: unknown) => {
      setError(`The languages cannot be listed: ${errorMessage(e)}`);
    });
  }, [api]);
  const targets = useMemo(
    () => (languages ? targetChoices(languages, options.sourceLanguage) : []),
    [languages, options.sourceLanguage],
  );
  const change = (fields: Partial<Options>) => {
    setOptions((o) => ({ ...o, ...fields }));
  };
  useEffect(() => {
    if (targets.length > 0 && !targets.some((t) => t.value === options.targetLanguage)) {
      change({ targetLanguage: targets[0].value });
    }
  }, [targets]);

  const submit = async (event: Event) => {
    event.preventDefault();
    if (!file) return;
    setAccepted(null);
    await run(async () => {
      const form = new FormData();
      // Fields before the file, as readers of a multipart stream prefer.
      for (const [name, value] of Object.entries(options) as [string, string][]) if (value) form.append(name, value);
      form.append('file', file);
      await api.upload<DocumentCreated>('/translation/documents', form);
      setAccepted(`${file.name} was accepted; its progress is shown in the history.`);
      setRevision((r) => r + 1);
    });
  };

  if (!languages) return error ? <Alert message={error} /> : <p>Loading languages…</p>;
  return (
    <>
      <form class="workspace" aria-label="Translate a document" onSubmit={(e) => void submit(e)}>
        <FileDrop
          label="Document"
          hint="DOCX, PPTX, XLSX, ODT, ODP, ODS, HTML, Markdown, plain text, SRT, WebVTT or XLIFF, up to 10 MiB"
          accept={DOCUMENT_EXTENSIONS}
          file={file}
          onFile={setFile}
        />
        <div class="pickers">
          <Select
            label="From"
            value={options.sourceLanguage}
            choices={sourceChoices(languages)}
            onChange={(sourceLanguage) => {
              change({ sourceLanguage });
            }}
          />
          <Select
            label="To"
            value={options.targetLanguage}
            choices={targets}
            onChange={(targetLanguage) => {
              change({ targetLanguage });
            }}
          />
          <GlossarySelect
            api={api}
            label="Glossary"
            none="No glossary"
            value={options.glossaryId}
            onChange={(glossary) => {
              change({ glossaryId: glossary?.id ?? '' });
            }}
          />
          <MemorySelect
            api={api}
            value={options.memoryId}
            onChange={(memoryId) => {
              change({ memoryId });
            }}
          />
        </div>
        <button type="submit" class="primary" disabled={busy || !file || !options.targetLanguage}>
          {busy ? 'Uploading…' : 'Translate document'}
        </button>
        <p role="status">{accepted}</p>
        <Alert message={error} />
      </form>
      <DocumentHistory api={api} revision={revision} />
    </>
  );
}
