/**
 * `npm start` / `npm run serve`. React and the other libraries pick their production build from NODE_ENV when
 * first loaded, so it is settled here, before server/main.ts (a chunk of its own in the build) loads them.
 */
process.env.NODE_ENV ??= 'production';
await import('./main.ts');

export {};
