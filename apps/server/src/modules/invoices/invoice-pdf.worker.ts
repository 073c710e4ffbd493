import { parentPort } from 'node:worker_threads';
import type { TInvoiceDocument } from '@salon/shared';
import { renderInvoicePdf } from './invoice-pdf';

/** The PDF renderer's thread: one document at a time, its bytes handed back without a copy. */
parentPort?.on('message', async (job: { id: number; document: TInvoiceDocument; timeZone: string }) => {
  try {
    const bytes = await renderInvoicePdf(job.document, job.timeZone);
    // A copy into an ArrayBuffer of its own: a small Buffer may share Node's pool, which cannot be moved.
    const buffer = new Uint8Array(bytes).buffer;
    parentPort?.postMessage({ id: job.id, bytes: buffer }, [buffer]);
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
