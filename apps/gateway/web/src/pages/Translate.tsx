import { useMemo, useState } from 'preact/hooks';
import { Alert } from '../components/Alert';
import { CopyButton } from '../components/CopyButton';
import { TextArea } from '../components/Select';
import {
  applyChange,
  Change,
  TranslationChoice,
  TranslationPickers,
  useLanguages,
} from '../components/TranslationPickers';
import { useAction } from '../components/use-action';
import type { BatchResult, Organization } from '../types';
import { workspace } from '../workspace-api';
import { nameOf } from './languages';

/** What to translate and how: the pair, the text, a glossary and a memory to apply. */
interface Request extends TranslationChoice {
  text: string;
}

/** CONTRACT "Web workspace": translate a text with the engine's pairs, a glossary, the detected language shown. */
export function Translate({ org }: { org: Organization }) {
  const api = useMemo(() => workspace(org.id), [org.id]);
  const [request, setRequest] = useState<Request>({
    sourceLanguage: 'auto',
    targetLanguage: '',
    text: '',
    glossaryId: '',
    memoryId: '',
  });
  const [translation, setTranslation] = useState('');
  const [detected, setDetected] = useState<string | null>(null);
  const [fromMemory, setFromMemory] = useState<number | null>(null);
  const { busy, error, setError, run } = useAction();

  const languages = useLanguages(api, setError);
  const change = (fields: Change<Request>) => {
    setRequest((r) => applyChange(r, fields));
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    setTranslation('');
    setDetected(null);
    setFromMemory(null);
    await run(async () => {
      const { text, glossaryId, memoryId, ...pair } = request;
      const result = await api.send<BatchResult>('POST', '/translation/translate-batch', {
        ...pair,
        texts: [text],
        ...(glossaryId ? { glossaryId } : {}),
        ...(memoryId ? { memoryId } : {}),
      });
      const item = result.translations[0];
      const failed = item.error as { message?: string } | undefined;
      if (failed) throw new Error(failed.message ?? 'The text could not be translated.');
      setTranslation(item.content ?? '');
      setDetected(item.detectedSourceLanguage ?? null);
      setFromMemory((item.memory as { score?: number } | undefined)?.score ?? null);
    });
  };

  if (!languages) return error ? <Alert message={error} /> : <p>Loading languages…</p>;
  return (
    <form class="workspace" onSubmit={(e) => void submit(e)}>
      <TranslationPickers api={api} languages={languages} value={request} onChange={change} />
      <p class="hint">Languages marked “via” are translated through a bridge language, in two steps.</p>
      <div class="panes">
        <div>
          <TextArea
            label="Text to translate"
            value={request.text}
            maxLength={50_000}
            onInput={(text) => {
              change({ text });
            }}
          />
          <button type="submit" class="primary" disabled={busy || !request.text.trim() || !request.targetLanguage}>
            {busy ? 'Translating…' : 'Translate'}
          </button>
        </div>
        <div>
          <TextArea label="Translation" value={translation} readOnly />
          <div class="row">
            <CopyButton label="Copy translation" text={translation} />
          </div>
          {detected && <p role="status">Detected language: {nameOf(languages, detected)}</p>}
          {fromMemory !== null && (
            <p role="status">From the translation memory ({fromMemory}% match), no credits used.</p>
          )}
        </div>
      </div>
      <Alert message={error} />
    </form>
  );
}
