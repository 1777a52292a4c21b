import { useId, useState } from 'preact/hooks';
import { errorMessage } from '../api';
import type { BulkFailure, BulkResult, Glossary, Term } from '../types';
import type { Workspace } from '../workspace-api';
import { Alert } from './Alert';
import { Select } from './Select';
import { useAction } from './use-action';

const FORMATS = [
  { value: 'tbx', label: 'TBX' },
  { value: 'csv', label: 'CSV' },
  { value: 'tsv', label: 'TSV' },
  { value: 'xlsx', label: 'Excel (XLSX)' },
];

/** CONTRACT "Glossary files": export in four formats; import (editors) with each refused row said. */
export function GlossaryFiles(props: { api: Workspace; glossary: Glossary; editor: boolean; onImported: () => void }) {
  const [format, setFormat] = useState('tbx');
  const [error, setError] = useState<string | null>(null);
  const exportFile = async () => {
    try {
      setError(null);
      const path = `/translation/glossaries/${props.glossary.id}/terms/export?format=${format}`;
      await props.api.download(path, `${props.glossary.name}.${format}`);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <section class="panel" aria-labelledby="files-title">
      <h3 id="files-title">Files</h3>
      <div class="inline">
        <Select label="Export format" value={format} choices={FORMATS} onChange={setFormat} />
        <button type="button" onClick={() => void exportFile()}>
          Export
        </button>
      </div>
      <Alert message={error} />
      {props.editor && <ImportForm {...props} />}
    </section>
  );
}

function ImportForm(props: { api: Workspace; glossary: Glossary; onImported: () => void }) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [pair, setPair] = useState({ sourceLanguage: '', targetLanguage: '' });
  const [outcome, setOutcome] = useState<{ created: number; failed: BulkFailure[] } | null>(null);
  const { busy, error, run } = useAction();
  const languages = [
    { value: '', label: 'From the header row' },
    ...props.glossary.languages.map((l) => ({ value: l, label: l })),
  ];

  const submit = async (event: Event) => {
    event.preventDefault();
    if (!file) return;
    setOutcome(null);
    const form = new FormData();
    form.append('file', file);
    if (pair.sourceLanguage) form.append('sourceLanguage', pair.sourceLanguage);
    if (pair.targetLanguage) form.append('targetLanguage', pair.targetLanguage);
    await run(async () => {
      const envelope = await props.api.upload<Term[] | BulkResult>(
        `/translation/glossaries/${props.glossary.id}/terms/import`,
        form,
      );
      const data = envelope.data;
      setOutcome(
        Array.isArray(data)
          ? { created: data.length, failed: [] }
          : { created: data?.successCount ?? 0, failed: data?.failed ?? [] },
      );
      props.onImported();
    });
  };
  return (
    <form aria-label="Import terms" onSubmit={(e) => void submit(e)}>
      <label for={fileId}>Glossary file (TBX, CSV, TSV or XLSX)</label>
      <input
        id={fileId}
        type="file"
        required
        accept=".tbx,.xml,.csv,.tsv,.txt,.xlsx"
        onChange={(e) => {
          setFile(e.currentTarget.files?.[0] ?? null);
        }}
      />
      <p class="hint">A table without a header row of language codes needs its two languages:</p>
      <div class="inline">
        <Select
          label="Source column language"
          value={pair.sourceLanguage}
          choices={languages}
          onChange={(sourceLanguage) => {
            setPair((p) => ({ ...p, sourceLanguage }));
          }}
        />
        <Select
          label="Target column language"
          value={pair.targetLanguage}
          choices={languages}
          onChange={(targetLanguage) => {
            setPair((p) => ({ ...p, targetLanguage }));
          }}
        />
      </div>
      <button type="submit" class="primary" disabled={busy || !file}>
        {busy ? 'Importing…' : 'Import'}
      </button>
      <Alert message={error} />
      {outcome && <ImportOutcome {...outcome} />}
    </form>
  );
}

function ImportOutcome({ created, failed }: { created: number; failed: BulkFailure[] }) {
  return (
    <div role="status">
      <p>
        {created.toLocaleString()} {created === 1 ? 'term' : 'terms'} imported
        {failed.length > 0 && `, ${failed.length.toLocaleString()} ${failed.length === 1 ? 'row' : 'rows'} refused`}.
      </p>
      {failed.length > 0 && (
        <ul class="failures" aria-label="Refused rows">
          {failed.map((f) => (
            <li key={f.index}>
              Row {f.index + 1}
              {f.line !== undefined && ` (line ${f.line})`}: {f.error}
              {f.details.length > 0 && ` — ${f.details.map(detailText).join('; ')}`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function detailText(detail: unknown): string {
  if (typeof detail === 'string') return detail;
  if (detail && typeof detail === 'object' && 'message' in detail) return String(detail.message);
  return JSON.stringify(detail);
}
