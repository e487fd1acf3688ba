// Optional real speech for the embedded renderer: Workers AI TTS returning MP3, which the renderer muxes
// as-is. The same mapping as the render consumer's speech.ts, so a clip rendered in the request and one
// rendered by the consumer sound the same under one cache key (a shared home in @solace/providers is better).
import type { Result, SpeechFn } from '@solace/providers';

// Our catalog voices → Deepgram Aura speakers with a similar character.
const AURA_SPEAKERS: Record<string, string> = { warm: 'asteria', deep: 'orion', bright: 'luna' };

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

async function toBytes(output: unknown): Promise<Uint8Array | null> {
  if (output instanceof ReadableStream) return new Uint8Array(await new Response(output).arrayBuffer());
  if (output instanceof Uint8Array) return output;
  if (output instanceof ArrayBuffer) return new Uint8Array(output);
  // MeloTTS answers { audio: base64 MP3 }.
  if (
    typeof output === 'object' &&
    output !== null &&
    'audio' in output &&
    typeof output.audio === 'string'
  ) {
    return fromBase64(output.audio);
  }
  return null;
}

export function createWorkersAiSpeech(ai: Ai, model: string): SpeechFn {
  return async ({ text, voiceId }): Promise<Result<Uint8Array>> => {
    const input = model.includes('melotts')
      ? { prompt: text, lang: 'en' }
      : { text, speaker: AURA_SPEAKERS[voiceId] ?? 'asteria', encoding: 'mp3' };
    let output: unknown;
    try {
      output = await (ai.run as (m: string, i: unknown) => Promise<unknown>)(model, input);
    } catch {
      return { ok: false, error: { kind: 'unavailable', message: 'workers ai tts failed' } };
    }
    const bytes = await toBytes(output);
    if (!bytes || bytes.byteLength === 0) {
      return { ok: false, error: { kind: 'malformed', message: 'workers ai tts returned no audio' } };
    }
    return { ok: true, value: bytes };
  };
}
