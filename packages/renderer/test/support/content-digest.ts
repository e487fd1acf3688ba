// A fingerprint of a clip's media content that ignores container metadata (creation times):
// SHA-256 over both tracks' decoder configs and every packet's bytes and timing, read back by
// demuxing with mediabunny. Runtime-neutral so workerd and Node compute it the same way; since the
// video is lossless, equal samples mean equal decoded pictures.
import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input, type InputTrack } from 'mediabunny';

export async function contentDigest(mp4: Uint8Array): Promise<string> {
  const input = new Input({ source: new BufferSource(mp4), formats: ALL_FORMATS });
  const parts: Uint8Array[] = [];
  const enc = new TextEncoder();
  const video = await input.getPrimaryVideoTrack();
  const audio = await input.getPrimaryAudioTrack();
  if (video) {
    const cfg = await video.getDecoderConfig();
    parts.push(
      enc.encode(`video ${cfg?.codec} ${cfg?.codedWidth}x${cfg?.codedHeight}`),
      bytesOf(cfg?.description),
    );
    await addPackets(video, parts, enc);
  }
  if (audio) {
    const cfg = await audio.getDecoderConfig();
    parts.push(
      enc.encode(`audio ${cfg?.codec} ${cfg?.sampleRate} ${cfg?.numberOfChannels}`),
      bytesOf(cfg?.description),
    );
    await addPackets(audio, parts, enc);
  }
  let total = 0;
  for (const p of parts) total += p.length;
  const all = new Uint8Array(total);
  let o = 0;
  for (const p of parts) {
    all.set(p, o);
    o += p.length;
  }
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', all));
  return [...hash].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function addPackets(track: InputTrack, parts: Uint8Array[], enc: TextEncoder): Promise<void> {
  for await (const p of new EncodedPacketSink(track).packets()) {
    parts.push(
      enc.encode(`${p.type} ${p.timestamp.toFixed(6)} ${p.duration.toFixed(6)} ${p.data.length}`),
      p.data,
    );
  }
}

function bytesOf(d: unknown): Uint8Array {
  if (d instanceof Uint8Array) return d;
  if (d instanceof ArrayBuffer) return new Uint8Array(d);
  if (ArrayBuffer.isView(d)) return new Uint8Array(d.buffer, d.byteOffset, d.byteLength);
  return new Uint8Array(0);
}
