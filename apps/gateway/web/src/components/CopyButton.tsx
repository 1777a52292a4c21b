import { useState } from 'preact/hooks';

/** Copies a text to the clipboard and says so (or says how to copy by hand). */
export function CopyButton({ label, text }: { label: string; text: string }) {
  const [said, setSaid] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setSaid('Copied to the clipboard.');
    } catch {
      setSaid('The browser refused the clipboard: select the text and press Ctrl+C.');
    }
  };
  return (
    <>
      <button type="button" disabled={!text} onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" class="hint">
        {said}
      </span>
    </>
  );
}
