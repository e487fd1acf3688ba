/** Small shared states: a loading line, an error with a retry, and a short notice. */
import type { ComponentChildren } from 'preact';

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p class="loading" role="status">
      <span class="spinner" aria-hidden="true" />
      {label}
    </p>
  );
}

export function ErrorNotice(props: { message: string; onRetry?: () => void }) {
  return (
    <div class="error-notice" role="alert">
      <p>{props.message}</p>
      {props.onRetry && (
        <button type="button" class="secondary" onClick={props.onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

export function Notice(props: { children: ComponentChildren; tone?: 'info' | 'success' }) {
  return (
    <p class={`notice ${props.tone ?? 'info'}`} role="status">
      {props.children}
    </p>
  );
}
