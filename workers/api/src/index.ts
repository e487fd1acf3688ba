import { createApp } from './app';
import type { Bindings } from './env';
import { runMaintenance } from './scheduled';

const app = createApp();

export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runMaintenance(env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Bindings>;
