CREATE TABLE `content_items` (
	`slug` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`minutes` integer NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`body_markdown` text NOT NULL,
	`steps` text,
	`narration` text NOT NULL,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `content_items_kind_idx` ON `content_items` (`kind`,`position`);--> statement-breakpoint
CREATE TABLE `emergency_contacts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`relationship` text DEFAULT '' NOT NULL,
	`is_primary` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `emergency_contacts_user_idx` ON `emergency_contacts` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `moods` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`score` integer NOT NULL,
	`emotions` text DEFAULT '[]' NOT NULL,
	`note` text,
	`safety` text,
	`logged_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `moods_user_logged_idx` ON `moods` (`user_id`,`logged_at`,`id`);--> statement-breakpoint
CREATE TABLE `task_completions` (
	`user_id` integer NOT NULL,
	`date` text NOT NULL,
	`task_id` text NOT NULL,
	`completed_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `date`, `task_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
