// The render consumer worker: consumes the render queue and its dead-letter queue. Exports only;
// tests import the handlers from their modules (named exports here would be taken for entrypoints).

import type { Bindings } from './config';
import { handleQueue } from './dispatch';

export default {
  queue: (batch, env) => handleQueue(batch, env),
} satisfies ExportedHandler<Bindings>;
