// Reads a byte stream into memory up to a cap, cancelling the stream as soon as it passes the cap, so
// an oversized or endless body costs at most maxBytes of memory. Shared by the clip download (provider
// result files without a Content-Length) and the API's JSON body reader.

/** The stream's bytes, or 'too_large' once more than maxBytes arrive (the stream is then cancelled). */
export async function readCapped(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<Uint8Array | 'too_large'> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return 'too_large';
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
