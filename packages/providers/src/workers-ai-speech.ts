// Real speech for the embedded renderer: Workers AI text-to-speech returning MP3, which the renderer
// muxes as-is. One implementation for both workers, so a clip rendered in the request and one rendered by
// the consumer sound the same under one cache key. Off unless a deployed environment has an AI binding
// and TTS_AI_MODEL set: Workers AI has no local simulator.
import type { AiRunner } from '@solace/contracts';
import type { SpeechFn } from './embedded';
import type { Result } from './types';

export type { AiRunner } from '@solace/contracts';

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

export function createWorkersAiSpeech(ai: AiRunner, model: string): SpeechFn {
  return async ({ text, voiceId }): Promise<Result<Uint8Array>> => {
    const input = model.includes('melotts')
      ? { prompt: text, lang: 'en' }
      : { text, speaker: AURA_SPEAKERS[voiceId] ?? 'asteria', encoding: 'mp3' };
    let bytes: Uint8Array | null;
    try {
      bytes = await toBytes(await ai.run(model, input));
    } catch {
      return { ok: false, error: { kind: 'unavailable', message: 'workers ai tts failed' } };
    }
    if (!bytes || bytes.byteLength === 0) {
      return { ok: false, error: { kind: 'malformed', message: 'workers ai tts returned no audio' } };
    }
    return { ok: true, value: bytes };
  };
}
