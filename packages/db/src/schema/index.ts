// Every table of the service's one D1 database. drizzle-kit reads this file to generate migrations.
export * from './account-life';
export * from './accounts';
export * from './checkins-journal';
export * from './content';
export * from './videos';
export * from './wellbeing';
