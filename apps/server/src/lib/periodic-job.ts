import type { FastifyInstance } from 'fastify';

/**
 * Runs `pass` every `intervalMs` while the app is up, and once at start. Passes of one job never overlap
 * in a process; across processes each job keeps itself exactly-once in the database. A failed pass is
 * logged and the next one tries again.
 */
export function startPeriodicJob(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  pass: () => Promise<void>,
): void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await pass();
    } catch (error) {
      app.log.error({ err: error }, `${name} pass failed`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  app.addHook('onClose', async () => clearInterval(timer));
}
