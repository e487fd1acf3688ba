// The embedded provider: renders the clip in-process with @solace/renderer, so local development,
// CI and an offline default produce a real MP4 with no external service. The renderer is injected
// (tests pass a fake; workers pass the real renderClip), and so is an optional TTS hook, e.g.
// Workers AI returning MP3. It is synchronous: create() returns bytes; there is no job to poll.
import { seedFrom } from './digest';
import {
  type CreateOutcome,
  type DownloadedClip,
  err,
  ok,
  type PollOutcome,
  type Result,
  type VideoProvider,
} from './types';

/** The subset of @solace/renderer's renderClip options this provider sets. */
export interface RenderClipOptions {
  transcript: string;
  avatarId?: string;
  voiceId?: string;
  seed?: number;
  speechMp3?: Uint8Array;
}

export type RenderClipResult =
  | { ok: true; bytes: Uint8Array; durationSeconds: number }
  | { ok: false; error: { kind: string; message: string } };

/** Structurally matches `typeof import('@solace/renderer').renderClip`. */
export type RenderClipFn = (options: RenderClipOptions) => Promise<RenderClipResult>;

/** Optional text-to-speech: MP3 bytes for the transcript in the given (catalog) voice. */
export type SpeechFn = (input: { text: string; voiceId: string }) => Promise<Result<Uint8Array>>;

export interface EmbeddedProviderOptions {
  renderClip: RenderClipFn;
  speech?: SpeechFn;
}

// Renderer error kinds that mean "this input can never render", as opposed to a transient fault.
const INPUT_ERROR = /invalid|too_long|too_large|empty|unsupported/i;

function renderError(kind: string): Result<never> {
  const safeKind = /^[A-Za-z0-9_.-]{1,64}$/.test(kind) ? kind : 'error';
  const message = `embedded render: ${safeKind}`;
  return err(INPUT_ERROR.test(safeKind) ? { kind: 'rejected', message } : { kind: 'failed', message });
}

export function createEmbeddedProvider(opts: EmbeddedProviderOptions): VideoProvider {
  return {
    name: 'embedded',
    synchronous: true,

    async create(req): Promise<Result<CreateOutcome>> {
      let speechMp3: Uint8Array | undefined;
      if (opts.speech !== undefined) {
        // A TTS failure is returned, not papered over with a silent render: the clip would be
        // cached under the same content key and the degraded version would stick.
        const speech = await opts.speech({ text: req.transcript, voiceId: req.voiceId });
        if (!speech.ok) return speech;
        speechMp3 = speech.value;
      }
      const options: RenderClipOptions = {
        transcript: req.transcript,
        avatarId: req.avatarId,
        voiceId: req.voiceId,
        // Same inputs → same clip, which keeps the content-addressed clip cache honest.
        seed: seedFrom(JSON.stringify([req.avatarId, req.voiceId, req.transcript])),
      };
      if (speechMp3 !== undefined) options.speechMp3 = speechMp3;
      let rendered: RenderClipResult;
      try {
        rendered = await opts.renderClip(options);
      } catch {
        return err({ kind: 'failed', message: 'embedded render: renderer threw' });
      }
      if (!rendered.ok) return renderError(rendered.error.kind);
      if (!(rendered.bytes instanceof Uint8Array) || rendered.bytes.byteLength === 0) {
        return err({ kind: 'malformed', message: 'embedded render: renderer returned no bytes' });
      }
      return ok({ kind: 'clip', bytes: rendered.bytes, contentType: 'video/mp4' });
    },

    async poll(): Promise<Result<PollOutcome>> {
      return err({ kind: 'rejected', message: 'embedded: renders synchronously, there is no job to poll' });
    },

    async download(): Promise<Result<DownloadedClip>> {
      return err({
        kind: 'rejected',
        message: 'embedded: renders synchronously, there is nothing to download',
      });
    },
  };
}
