// Per-model test factories. Each `createX(db, overrides)` inserts as the test superuser
// (row-level security does not apply) with sensible defaults and a unique name from one
// sequence; `postX(api, user, body)` makes the same through the API for tests of the API.
export * from './journeys';
export * from './profiles';
export * from './projects';
export * from './sequence';
export * from './social';
export * from './subscriptions';
export * from './users';
