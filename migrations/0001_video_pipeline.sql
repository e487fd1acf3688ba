CREATE TABLE `clip_objects` (
	`cache_key` text PRIMARY KEY NOT NULL,
	`object_key` text NOT NULL,
	`size` integer NOT NULL,
	`etag` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_used_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `clip_objects_object_key_unique` ON `clip_objects` (`object_key`);--> statement-breakpoint
CREATE INDEX `clip_objects_last_used_idx` ON `clip_objects` (`last_used_at`);--> statement-breakpoint
CREATE TABLE `video_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`user_id` integer NOT NULL,
	`avatar_id` text NOT NULL,
	`voice_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`max_expires_at` integer NOT NULL,
	`recent_replies` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `video_sessions_token_hash_unique` ON `video_sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `video_sessions_user_idx` ON `video_sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `videos` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`session_id` text,
	`status` text NOT NULL,
	`provider` text NOT NULL,
	`avatar_id` text NOT NULL,
	`voice_id` text NOT NULL,
	`transcript` text NOT NULL,
	`cache_key` text NOT NULL,
	`object_key` text,
	`size` integer,
	`etag` text,
	`provider_job_id` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`poll_count` integer DEFAULT 0 NOT NULL,
	`error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`session_id`) REFERENCES `video_sessions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `videos_user_idx` ON `videos` (`user_id`);--> statement-breakpoint
CREATE INDEX `videos_created_idx` ON `videos` (`created_at`);--> statement-breakpoint
CREATE INDEX `videos_cache_key_idx` ON `videos` (`cache_key`);--> statement-breakpoint
CREATE INDEX `videos_provider_job_idx` ON `videos` (`provider_job_id`);--> statement-breakpoint
CREATE INDEX `videos_object_key_idx` ON `videos` (`object_key`);