-- Hand-written: indexes that let every list page and every export page read rows in the order it serves
-- them, so a page costs its limit and not the user's whole history (test/api/query-plans.test.ts).
CREATE INDEX `content_items_position_idx` ON `content_items` (`position`,`slug`);--> statement-breakpoint
CREATE INDEX `video_sessions_user_created_idx` ON `video_sessions` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `refresh_families_user_created_idx` ON `refresh_families` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `password_reset_tokens_user_created_idx` ON `password_reset_tokens` (`user_id`,`created_at`,`token_hash`);--> statement-breakpoint
CREATE INDEX `idempotency_keys_user_created_idx` ON `idempotency_keys` (`user_id`,`created_at`,`key`);
