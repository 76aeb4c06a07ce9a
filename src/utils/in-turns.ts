interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Gives the main thread back to the browser until its next task: a paint, an
 * input or a timer that was waiting goes first. `scheduler.yield` where the
 * browser has it, else a message to this page, which no timer-faking clock
 * holds back.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((next) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      next();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs each piece of work in a task of its own, in order, so that no one
 * task holds the main thread for all of them: on a slow phone a page's
 * start-up work done at once is one long task, during which a tap or a key
 * waits. Settles once the last has run; a piece that throws is reported and
 * the rest still run.
 */
export async function inTurns(pieces: ReadonlyArray<() => void>): Promise<void> {
  for (const [index, piece] of pieces.entries()) {
    if (index > 0) await nextTask();
    try {
      piece();
    } catch (error) {
      reportError(error);
    }
  }
}
