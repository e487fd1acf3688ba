/**
 * Captions for a reply clip, built from its transcript: one cue per sentence (long sentences split at
 * about twelve words), timed in proportion to their length across the clip's duration. The avatar speaks
 * at an even pace, so proportional timing stays close to the voice without word timings from the API.
 */
const MAX_WORDS_PER_CUE = 12;

export function captionChunks(transcript: string): string[] {
  const sentences = transcript.match(/[^.!?…]+[.!?…]+["')\]]*|[^.!?…]+$/g) ?? [];
  const chunks: string[] = [];
  for (const sentence of sentences) {
    const words = sentence.trim().split(/\s+/).filter(Boolean);
    for (let i = 0; i < words.length; i += MAX_WORDS_PER_CUE) {
      chunks.push(words.slice(i, i + MAX_WORDS_PER_CUE).join(' '));
    }
  }
  return chunks;
}

function timestamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** A WebVTT document; cue text is escaped (`&`, `<`, `>`) as the format requires. */
export function buildVtt(transcript: string, durationSeconds: number): string {
  const chunks = captionChunks(transcript);
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0) || 1;
  const lines = ['WEBVTT', ''];
  let start = 0;
  chunks.forEach((chunk, i) => {
    const end = i === chunks.length - 1 ? durationSeconds : start + (durationSeconds * chunk.length) / total;
    const text = chunk.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    lines.push(String(i + 1), `${timestamp(start)} --> ${timestamp(end)}`, text, '');
    start = end;
  });
  return lines.join('\n');
}
