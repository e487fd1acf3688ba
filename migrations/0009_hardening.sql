-- Hand-written (issue 26, hardening). The orphan sweep's place in each bucket between cron runs, and the
-- index its picture look-up needs.
CREATE TABLE `maintenance_cursors` (
	`name` text PRIMARY KEY NOT NULL,
	`cursor` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `users_picture_key_idx` ON `users` (`picture_key`);
--> statement-breakpoint
-- The item (mood, contact, video) a stored Idempotency-Key answer made, so deleting the item deletes it.
ALTER TABLE `idempotency_keys` ADD `resource_id` text;
--> statement-breakpoint
CREATE INDEX `idempotency_keys_resource_idx` ON `idempotency_keys` (`user_id`, `resource_id`);
