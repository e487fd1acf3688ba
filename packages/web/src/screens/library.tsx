/** The content library: articles, exercises and meditations, filtered by kind. */
import { useState } from 'preact/hooks';
import { type ContentKind, KIND_LABELS, listContent } from '../api/library';
import { Link } from '../ui/link';
import { Screen } from '../ui/screen';
import { ErrorNotice, Loading } from '../ui/status';
import { useLoad } from '../ui/use-load';

const KINDS: Array<{ value: ContentKind | null; label: string }> = [
  { value: null, label: 'All' },
  { value: 'exercise', label: 'Exercises' },
  { value: 'meditation', label: 'Meditations' },
  { value: 'article', label: 'Articles' },
];

export function LibraryScreen() {
  const [kind, setKind] = useState<ContentKind | null>(null);
  const page = useLoad(() => listContent(kind), [kind]);

  return (
    <Screen title="Library" intro={<p>Short reads and guided exercises for the moments in between.</p>}>
      <fieldset class="filter" aria-label="Show">
        <legend class="visually-hidden">Show</legend>
        {KINDS.map((k) => (
          <label key={k.label} class={`pill${kind === k.value ? ' selected' : ''}`}>
            <input type="radio" name="kind" checked={kind === k.value} onChange={() => setKind(k.value)} />
            {k.label}
          </label>
        ))}
      </fieldset>
      {page.loading && <Loading />}
      {page.error && <ErrorNotice message={page.error} onRetry={page.reload} />}
      {page.data && !page.loading && (
        <ul class="content-list">
          {page.data.results.map((item) => (
            <li key={item.slug} class="card content-card">
              <p class="kind">
                {KIND_LABELS[item.kind]} · {item.minutes} min
              </p>
              <h2>
                <Link href={`/library/${encodeURIComponent(item.slug)}`}>{item.title}</Link>
              </h2>
              <p>{item.summary}</p>
            </li>
          ))}
        </ul>
      )}
    </Screen>
  );
}
