import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root, where `locales/` and `frontend/` live. This module sits two folders below
 * it (`backend/src/`), as the compiled server does (`backend/dist/main.js`, one bundle): the same
 * relative URL holds for the sources under `tsx` and for the bundle under plain `node`.
 */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A file or folder of the repository, by its path from the root. */
export const repoPath = (...parts: string[]) => join(REPO_ROOT, ...parts);
