ALTER TABLE `users` ADD `language` text;
