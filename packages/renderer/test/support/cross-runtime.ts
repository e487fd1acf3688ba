// The clip rendered by both the Node unit test and the workerd test, and the content fingerprint
// both must produce. When the renderer's output changes on purpose (art, encoder, voice), run
// `npx vitest run --project unit packages/renderer/test/render-clip.test.ts`, and paste the new
// digest it reports here; the workerd test then checks that workerd agrees with Node.
import type { RenderClipOptions } from '../../src/index';

export const CROSS_RUNTIME_OPTIONS: RenderClipOptions = {
  transcript: 'You matter, and so does how you feel. Shall we take it one step at a time?',
  avatarId: 'theo',
  seed: 2024,
};

export const CROSS_RUNTIME_DIGEST = '7d46ed06d90e8df6cd7e37f37f0ac2e101d73634fbb957d8dfdca2b516291de8';
