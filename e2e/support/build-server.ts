import { buildServer } from '../../scripts/lib/server-build.mjs';

/** Builds the server once before the workers start theirs: the specs run it as `npm start` does. */
export default async function globalSetup(): Promise<void> {
  await buildServer();
}
