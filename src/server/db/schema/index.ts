// The whole database schema, one import for the db client, the services and drizzle-kit.
export * from './auth.js';
export * from './guests.js';
export * from './action-center.js';
export * from './calendar-feed.js';
export * from './teams.js';
export * from './live.js';
export * from './guest-forms.js';
export * from './notifications.js';
export * from './board-versions.js';
