import { useId, useState } from 'preact/hooks';

/**
 * A file input that also takes a file dropped on it: the native input keeps it usable by keyboard
 * and screen readers, the zone around it is only a bigger target for the mouse.
 */
export function FileDrop(props: {
  label: string;
  hint: string;
  accept: string;
  file: File | null;
  onFile: (file: File | null) => void;
}) {
  const id = useId();
  const [over, setOver] = useState(false);
  return (
    <div
      class={over ? 'drop over' : 'drop'}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => {
        setOver(false);
      }}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        props.onFile(e.dataTransfer?.files[0] ?? null);
      }}
    >
      <label for={id}>{props.label}</label>
      <input
        id={id}
        type="file"
        required={!props.file}
        accept={props.accept}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          props.onFile(e.currentTarget.files?.[0] ?? null);
        }}
      />
      <span id={`${id}-hint`} class="hint">
        Choose a file or drop it here. {props.hint}
      </span>
      {props.file && <p>Chosen: {props.file.name}</p>}
    </div>
  );
}
