import type { Readable } from 'node:stream';
import type { SessionUser } from '../auth/session-user';

/**
 * Where an import's error file waits for the one who imported: kept under a random name for that user
 * alone, taken (and so gone) by their first download.
 */
export interface ImportErrorFiles {
  /** Keeps `content` for `user`; answers the name the download asks for. */
  keep(user: SessionUser, content: Buffer): Promise<string>;
  /** The file `name` if `user` kept it and it was not taken yet (it is gone afterwards); else null. */
  take(user: SessionUser, name: string): Promise<Readable | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    importErrorFiles: ImportErrorFiles;
  }
}
