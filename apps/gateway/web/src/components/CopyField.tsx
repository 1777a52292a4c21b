import { useId, useState } from 'preact/hooks';

/** A read-only value with a Copy button (the full API key, an invitation link, the webhook secret). */
export function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // Without clipboard access (plain http, permissions), select the text for Ctrl+C.
      const field = document.getElementById(id) as HTMLInputElement | null;
      field?.select();
    }
  };
  return (
    <div class="copy-field">
      <label for={id}>{label}</label>
      <div class="row">
        <input
          id={id}
          type="text"
          readOnly
          value={value}
          spellcheck={false}
          onFocus={(e) => {
            e.currentTarget.select();
          }}
        />
        <button type="button" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <p role="status" class="hint">
        {copied ? 'Copied to the clipboard.' : ''}
      </p>
    </div>
  );
}
