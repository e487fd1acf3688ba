CREATE TABLE `login_failures` (
	`key` text PRIMARY KEY NOT NULL,
	`failures` integer NOT NULL,
	`window_started_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_failures_window_idx` ON `login_failures` (`window_started_at`);