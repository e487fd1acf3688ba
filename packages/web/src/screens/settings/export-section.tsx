/** Downloads everything the service stores about the user as one JSON file. */
import { useState } from 'preact/hooks';
import { exportData } from '../../api/account';
import { messageOf } from '../../api/problem';
import { ErrorNotice } from '../../ui/status';

export function ExportSection() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const blob = await exportData();
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `solace-export-${new Date().toISOString().slice(0, 10)}.json`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section class="card stack" aria-labelledby="export-title">
      <h2 id="export-title">Your data</h2>
      <p>
        Download a copy of everything Solace stores about you: your profile, conversations, moods, tasks and
        contacts.
      </p>
      <button type="button" class="secondary" disabled={busy} onClick={() => void download()}>
        {busy ? 'Preparing…' : 'Download my data'}
      </button>
      {error && <ErrorNotice message={error} />}
    </section>
  );
}
