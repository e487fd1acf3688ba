-- The session remembers risk, not words: one {level, categories} entry per checked message.
ALTER TABLE `video_sessions` ADD `risk_history` text;
