/** An error said where the user is looking, and read out by screen readers. */
export function Alert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" class="alert">
      {message}
    </p>
  );
}

export function formatDate(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
