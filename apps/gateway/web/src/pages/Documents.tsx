import { useMemo, useState } from 'preact/hooks';
import { Alert } from '../components/Alert';
import { DocumentHistory } from '../components/DocumentHistory';
import { FileDrop } from '../components/FileDrop';
import {
  applyChange,
  Change,
  TranslationChoice,
  TranslationPickers,
  useLanguages,
} from '../components/TranslationPickers';
import { useAction } from '../components/use-action';
import type { DocumentCreated, Organization } from '../types';
import { workspace } from '../workspace-api';

/** The extensions CONTRACT "Documents" reads; the server tells the format by extension and content. */
export const DOCUMENT_EXTENSIONS =
  '.docx,.pptx,.xlsx,.odt,.odp,.ods,.html,.htm,.md,.markdown,.txt,.srt,.vtt,.xlf,.xliff,.xlif';

/** CONTRACT "Web workspace": translate a document, watch it, download it; the history below. */
export function Documents({ org }: { org: Organization }) {
  const api = useMemo(() => workspace(org.id), [org.id]);
  const [options, setOptions] = useState<TranslationChoice>({
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

  const languages = useLanguages(api, setError);
  const change = (choice: Change<TranslationChoice>) => {
    setOptions((o) => applyChange(o, choice));
  };

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
        <TranslationPickers api={api} languages={languages} value={options} onChange={change} />
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
