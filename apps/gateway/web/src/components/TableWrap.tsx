import type { ComponentChildren } from 'preact';

/**
 * A table that scrolls sideways on its own on a narrow screen rather than the page. Named and
 * focusable, so a keyboard can scroll it too (axe's scrollable-region-focusable).
 */
export function TableWrap({ label, children }: { label: string; children: ComponentChildren }) {
  return (
    <div class="table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
