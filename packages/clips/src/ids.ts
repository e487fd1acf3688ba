// Unguessable identifiers from crypto.getRandomValues. Video ids are public; object keys are not,
// and are random rather than derived from any id so knowing a video id never locates its bytes.

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function randomToken(byteLength: number): string {
  const bytes = new Uint8Array(byteLength);
  crypto.getRandomValues(bytes);
  return base64url(bytes);
}

/** The public video_id: 128 random bits, 22 base64url characters. */
export function newVideoId(): string {
  return randomToken(16);
}

/** An R2 key for a new clip: 192 random bits under a fixed prefix (the prefix eases bucket audits). */
export function newObjectKey(): string {
  return `clips/${randomToken(24)}.mp4`;
}
