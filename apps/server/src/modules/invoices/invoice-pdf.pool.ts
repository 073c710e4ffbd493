import { Worker } from 'node:worker_threads';
import type { TInvoiceDocument } from '@salon/shared';

/**
 * Renders PDFs on worker threads: laying out and embedding the fonts of a long invoice takes 100–300 ms of
 * synchronous work (measured in invoice-pdf.test.ts), which on the main thread would stall every other
 * request. The workers start on the first PDF, stop after a quiet minute, and hold nothing but the fonts: the
 * PDF is a function of the frozen document, so any server renders the same bytes.
 */
export interface PdfRenderer {
  render(document: TInvoiceDocument, timeZone: string): Promise<Buffer>;
  close(): Promise<void>;
}

interface Job {
  resolve: (bytes: Buffer) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Job>;
  idle?: NodeJS.Timeout;
}

/**
 * The worker's entry: the bundled `dist/invoice-pdf-worker.js` beside `dist/server.js` (build.mjs), or, run
 * from the sources (tests, `npm run dev`), a small loader that gives the thread tsx and the catalogues'
 * compiler before it loads the TypeScript worker.
 */
function workerEntry(): { url: URL; workerData?: { entry: string } } {
  if (!import.meta.url.endsWith('.ts')) return { url: new URL('./invoice-pdf-worker.js', import.meta.url) };
  return {
    url: new URL('./invoice-pdf.source-worker.mjs', import.meta.url),
    workerData: { entry: new URL('./invoice-pdf.worker.ts', import.meta.url).href },
  };
}

export function createPdfRenderer({ threads = 2, idleMs = 60_000, timeoutMs = 30_000 } = {}): PdfRenderer {
  const pool: Thread[] = [];
  let nextId = 0;

  const start = (): Thread => {
    const { url, workerData } = workerEntry();
    const thread: Thread = { worker: new Worker(url, { workerData }), pending: new Map() };
    const failAll = (error: Error) => {
      for (const job of thread.pending.values()) job.reject(error);
      thread.pending.clear();
      pool.splice(pool.indexOf(thread) >>> 0, 1);
    };
    thread.worker.on('message', (answer: { id: number; bytes?: ArrayBuffer; error?: string }) => {
      const job = thread.pending.get(answer.id);
      thread.pending.delete(answer.id);
      if (answer.bytes) job?.resolve(Buffer.from(answer.bytes));
      else job?.reject(new Error(`PDF rendering failed: ${answer.error}`));
      if (thread.pending.size === 0) rest(thread);
    });
    thread.worker.on('error', failAll);
    thread.worker.on('exit', (code) => failAll(new Error(`PDF worker stopped (${code})`)));
    pool.push(thread);
    return thread;
  };

  // A thread with nothing to do lets the process exit, and ends after a quiet spell.
  const rest = (thread: Thread) => {
    thread.worker.unref();
    thread.idle = setTimeout(() => void thread.worker.terminate(), idleMs);
    thread.idle.unref();
  };

  return {
    render(document, timeZone) {
      const least = pool.reduce<Thread | undefined>((a, b) => (a && a.pending.size <= b.pending.size ? a : b), undefined);
      const thread = least && (least.pending.size === 0 || pool.length >= threads) ? least : start();
      clearTimeout(thread.idle);
      thread.worker.ref();
      const id = (nextId += 1);
      return new Promise<Buffer>((resolve, reject) => {
        const timer = setTimeout(() => {
          thread.pending.delete(id);
          reject(new Error('PDF rendering took too long'));
        }, timeoutMs);
        thread.pending.set(id, {
          resolve: (bytes) => (clearTimeout(timer), resolve(bytes)),
          reject: (error) => (clearTimeout(timer), reject(error)),
        });
        thread.worker.postMessage({ id, document, timeZone });
      });
    },
    async close() {
      await Promise.all(pool.splice(0).map((thread) => thread.worker.terminate()));
    },
  };
}
