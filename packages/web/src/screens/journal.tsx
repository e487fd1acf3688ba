/**
 * Journal: write an entry (text up to 10,000 characters, tags separated by commas), then the entries,
 * newest first, a page at a time, searchable by tag (a tag under an entry filters by it too). An entry
 * whose text shows risk raises the crisis banner. Entries are stored encrypted; only their owner reads them.
 */
import { useState } from 'preact/hooks';
import { deleteJournal, journalPage, writeJournal } from '../api/private';
import type { JournalEntry } from '../api/types';
import { noteSafety } from '../state/crisis';
import { Field, FormErrors } from '../ui/field';
import { Screen } from '../ui/screen';
import { ErrorNotice, Loading, Notice } from '../ui/status';
import { useForm } from '../ui/use-form';
import { useLoad } from '../ui/use-load';

const MAX_CHARS = 10_000;

const tagsOf = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

const timeOf = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function JournalScreen() {
  const [tag, setTag] = useState('');
  const [search, setSearch] = useState('');
  const [more, setMore] = useState<{ entries: JournalEntry[]; cursor: string | null } | null>(null);
  const first = useLoad(() => journalPage({ tag }), [tag]);
  const form = useForm({ text: '', tags: '' });
  const [saved, setSaved] = useState(false);

  const entries = [...(first.data?.results ?? []), ...(more?.entries ?? [])];
  const cursor = more ? more.cursor : (first.data?.next_cursor ?? null);

  const reloadFrom = async (nextTag: string) => {
    setMore(null);
    if (nextTag === tag) await first.reload();
    else setTag(nextTag);
  };

  const onWrite = (event: Event) => {
    setSaved(false);
    void form.submit(event, async (v) => {
      const entry = await writeJournal({ text: v.text, tags: tagsOf(v.tags) });
      noteSafety(entry.safety);
      form.reset();
      setSaved(true);
      await reloadFrom(tag);
    });
  };

  const loadMore = async () => {
    if (!cursor) return;
    const page = await journalPage({ tag, cursor });
    setMore({ entries: [...(more?.entries ?? []), ...page.results], cursor: page.next_cursor });
  };

  const remove = async (entry: JournalEntry) => {
    await deleteJournal(entry.id);
    await reloadFrom(tag);
  };

  return (
    <Screen
      title="Journal"
      intro="A private place to write. Only you can read your entries; they are stored encrypted."
    >
      <div class="stack">
        <form class="card stack" noValidate onSubmit={onWrite}>
          <h2>New entry</h2>
          <Field
            label="What's on your mind?"
            name="text"
            multiline
            maxLength={MAX_CHARS}
            value={form.values.text}
            onInput={form.set('text')}
            errors={form.errors.text}
          />
          <Field
            label="Tags (optional, separated by commas)"
            name="tags"
            value={form.values.tags}
            onInput={form.set('tags')}
            errors={form.errors.tags}
          />
          <FormErrors errors={form.errors.non_field_errors ?? form.errors.mood_id} />
          <button type="submit" disabled={form.busy}>
            Save entry
          </button>
          {saved && <Notice tone="success">Entry saved.</Notice>}
        </form>
        <section class="card stack" aria-labelledby="entries-title">
          <h2 id="entries-title">{tag ? `Entries tagged “${tag}”` : 'Your entries'}</h2>
          <form
            class="search-row"
            aria-label="Search by tag"
            onSubmit={(e) => {
              e.preventDefault();
              void reloadFrom(search.trim().toLowerCase());
            }}
          >
            <label for="tag-search">Search by tag</label>
            <input
              id="tag-search"
              value={search}
              onInput={(e) => setSearch((e.currentTarget as HTMLInputElement).value)}
            />
            <button type="submit" class="secondary">
              Search
            </button>
            {tag && (
              <button
                type="button"
                class="secondary"
                onClick={() => {
                  setSearch('');
                  void reloadFrom('');
                }}
              >
                Show all
              </button>
            )}
          </form>
          {first.loading && !first.data && <Loading />}
          {first.error && <ErrorNotice message={first.error} onRetry={first.reload} />}
          {first.data && entries.length === 0 && (
            <p>{tag ? 'No entries with this tag.' : 'No entries yet.'}</p>
          )}
          <ol class="journal-list plain-list stack">
            {entries.map((entry) => (
              <li key={entry.id} class="journal-entry">
                <article aria-label={`Entry of ${timeOf(entry.created_at)}`}>
                  <p class="hint">
                    <time dateTime={entry.created_at}>{timeOf(entry.created_at)}</time>
                  </p>
                  <p class="journal-text">{entry.text}</p>
                  <div class="journal-actions">
                    {entry.tags.map((t) => (
                      <button
                        key={t}
                        type="button"
                        class="secondary small"
                        onClick={() => {
                          setSearch(t);
                          void reloadFrom(t);
                        }}
                      >
                        #{t}
                      </button>
                    ))}
                    <button type="button" class="secondary small" onClick={() => void remove(entry)}>
                      Delete<span class="visually-hidden"> the entry of {timeOf(entry.created_at)}</span>
                    </button>
                  </div>
                </article>
              </li>
            ))}
          </ol>
          {cursor && (
            <button type="button" class="secondary" onClick={() => void loadMore()}>
              Show older entries
            </button>
          )}
        </section>
      </div>
    </Screen>
  );
}
