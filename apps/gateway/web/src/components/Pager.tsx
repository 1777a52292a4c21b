/** Previous / next through a paginated listing, with where we are said in words. */
export function Pager(props: { label: string; page: number; totalPages: number; onPage: (page: number) => void }) {
  if (props.totalPages <= 1) return null;
  return (
    <nav class="pager" aria-label={props.label}>
      <button
        type="button"
        disabled={props.page <= 1}
        onClick={() => {
          props.onPage(props.page - 1);
        }}
      >
        Previous page
      </button>
      <span>
        Page {props.page} of {props.totalPages}
      </span>
      <button
        type="button"
        disabled={props.page >= props.totalPages}
        onClick={() => {
          props.onPage(props.page + 1);
        }}
      >
        Next page
      </button>
    </nav>
  );
}
