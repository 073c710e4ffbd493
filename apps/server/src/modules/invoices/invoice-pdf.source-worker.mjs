// Runs the PDF worker from the TypeScript sources (tests, `npm run dev`): Node 20 does not give a worker the
// parent's module hooks, so this thread registers tsx and then the catalogues' loader (the last registered
// sees a file first, so the catalogues are compiled before tsx would read them as plain JSON), then loads it.
import { register } from 'node:module';
import { workerData } from 'node:worker_threads';
import { register as registerTsx } from 'tsx/esm/api';

registerTsx();
register('../../../../../scripts/messages-loader.mjs', import.meta.url);
await import(workerData.entry);
