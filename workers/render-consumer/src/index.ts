// The render consumer worker: consumes the render queue and its dead-letter queue. Exports only;
// tests import the handlers from their modules (named exports here would be taken for entrypoints).
import { handleQueue } from './dispatch';
import type { Bindings } from './env';

export default {
  queue: (batch, env) => handleQueue(batch, env),
} satisfies ExportedHandler<Bindings>;
