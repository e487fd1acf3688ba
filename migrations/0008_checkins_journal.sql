-- Standard check-ins (PHQ-9, GAD-7, WHO-5), the personal safety plan and the private journal.
-- Written by hand (not by drizzle-kit): packages/db/src/schema/checkins-journal.ts describes the same tables.
-- Journal and plan text are AES-GCM ciphertext (base64url of nonce + ciphertext) with the id of the key
-- that sealed them, so keys can rotate; see docs/operations.md.
CREATE TABLE `checkins` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`instrument` text NOT NULL,
	`answers` text NOT NULL,
	`score` integer NOT NULL,
	`band` text NOT NULL,
	`safety` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `checkins_user_instrument_idx` ON `checkins` (`user_id`,`instrument`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `checkins_user_created_idx` ON `checkins` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `safety_plans` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	`key_id` text NOT NULL,
	`ciphertext` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `journal_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`key_id` text NOT NULL,
	`ciphertext` text NOT NULL,
	`mood_id` text,
	`tags` text DEFAULT '[]' NOT NULL,
	`safety` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`mood_id`) REFERENCES `moods`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `journal_entries_user_created_idx` ON `journal_entries` (`user_id`,`created_at`,`id`);
