/** The profile picture: JPEG, PNG or WebP up to 2 MB, uploaded as the raw image; or removed. */
import { useState } from 'preact/hooks';
import { getProfile, removePicture, uploadPicture } from '../../api/account';
import { messageOf } from '../../api/problem';
import { setSession } from '../../api/session';
import type { Profile } from '../../api/types';
import { ErrorNotice, Notice } from '../../ui/status';

const MAX_BYTES = 2 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export function PictureSection({ profile }: { profile: Profile }) {
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<string>) {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      setNotice(await action());
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  function onFile(event: Event) {
    const input = event.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (!TYPES.includes(file.type)) return setError('Choose a JPEG, PNG or WebP image.');
    if (file.size > MAX_BYTES) return setError('Choose an image of at most 2 MB.');
    void run(async () => {
      await uploadPicture(file);
      return 'Picture updated.';
    });
  }

  return (
    <section class="card stack" aria-labelledby="picture-title">
      <h2 id="picture-title">Picture</h2>
      <div class="picture-row">
        {profile.profile_picture ? (
          <img class="avatar" src={profile.profile_picture} alt={profile.name} width={72} height={72} />
        ) : (
          <span class="avatar placeholder" aria-hidden="true">
            {profile.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div class="stack-sm">
          <label class="file-button">
            <span>Upload picture</span>
            <input type="file" accept={TYPES.join(',')} disabled={busy} onChange={onFile} />
          </label>
          {profile.profile_picture && (
            <button
              type="button"
              class="secondary small"
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  await removePicture();
                  setSession({ kind: 'signed-in', profile: await getProfile() });
                  return 'Picture removed.';
                })
              }
            >
              Remove picture
            </button>
          )}
        </div>
      </div>
      {error && <ErrorNotice message={error} />}
      {notice && <Notice tone="success">{notice}</Notice>}
    </section>
  );
}
