// Lets a worker thread started from the sources (under vitest) import
// TypeScript: Node 20 cannot strip types itself. Only the test suite takes
// this path; the published package runs the compiled JavaScript.
import { register } from 'node:module';

register(new URL('./typescriptHooks.mjs', import.meta.url));
