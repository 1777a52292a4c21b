import { useEffect, useState } from 'preact/hooks';

/** A tiny history router: the gateway answers index.html for every /app page path. */

const listeners = new Set<() => void>();

export function navigate(path: string, replace = false): void {
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  listeners.forEach((listener) => {
    listener();
  });
}

window.addEventListener('popstate', () => {
  listeners.forEach((listener) => {
    listener();
  });
});

export function usePath(): string {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const listener = () => {
      setPath(location.pathname);
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return path;
}

/** Links that navigate in the app without reloading the page (and still open in a new tab). */
export function onLinkClick(event: MouseEvent): void {
  const link = event.currentTarget as HTMLAnchorElement;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  navigate(link.pathname);
}
