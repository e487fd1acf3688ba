// readCapped: the capped stream reader shared by clip downloads and the API's JSON bodies.
import { describe, expect, it } from 'vitest';
import { readCapped } from '../src/read-capped';

function streamOf(chunks: Uint8Array[], onCancel: () => void = () => {}): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[i++];
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
    cancel: onCancel,
  });
}

describe('readCapped', () => {
  it('joins the chunks when the total is exactly the cap', async () => {
    const out = await readCapped(streamOf([Uint8Array.of(1, 2), Uint8Array.of(3), Uint8Array.of(4, 5)]), 5);
    expect(out).toEqual(Uint8Array.of(1, 2, 3, 4, 5));
  });
  it('answers too_large one byte past the cap and cancels the stream without reading on', async () => {
    let cancelled = false;
    const chunks = [new Uint8Array(4), new Uint8Array(2), new Uint8Array(1000)];
    const out = await readCapped(
      streamOf(chunks, () => {
        cancelled = true;
      }),
      5,
    );
    expect(out).toBe('too_large');
    expect(cancelled).toBe(true);
  });
  it('reads an empty stream as no bytes', async () => {
    expect(await readCapped(streamOf([]), 0)).toEqual(new Uint8Array());
  });
});
