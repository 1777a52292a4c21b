import { useId } from 'preact/hooks';

export interface Choice {
  value: string;
  label: string;
}

/** A labelled native select: keyboard and screen readers get it for free. */
export function Select(props: {
  label: string;
  value: string;
  choices: Choice[];
  onChange: (value: string) => void;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div class="field">
      <label for={id}>{props.label}</label>
      <select
        id={id}
        value={props.value}
        required={props.required}
        onChange={(e) => {
          props.onChange(e.currentTarget.value);
        }}
      >
        {props.choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled multi-line text field. */
export function TextArea(props: {
  label: string;
  value: string;
  onInput?: (value: string) => void;
  readOnly?: boolean;
  rows?: number;
  maxLength?: number;
}) {
  const id = useId();
  return (
    <div class="field">
      <label for={id}>{props.label}</label>
      <textarea
        id={id}
        rows={props.rows ?? 6}
        value={props.value}
        readOnly={props.readOnly}
        maxLength={props.maxLength}
        onInput={(e) => props.onInput?.(e.currentTarget.value)}
      />
    </div>
  );
}
