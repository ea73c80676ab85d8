/**
 * The observer thread: framing, parsing, fingerprinting and chaining the spool happen here, so
 * that the forwarding thread only writes each chunk onward and copies it. Spool lines go back to
 * the forwarding thread, which owns the file; it says how far behind the file is, so that the
 * writer drops (and counts) rather than piling lines up, as it did on one thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { SpoolSink } from './spool.js';
import { Recorder } from './recorder.js';
import type { ObserverLimits } from './observer.js';
import { DIRS, FAILURES, HANDLED, type ToObserver } from './observer-thread.js';

const port = parentPort!;
const { limits, spool, shared } = workerData as { limits: ObserverLimits; spool: boolean; shared: BigInt64Array };

/** Text handed to the forwarding thread and not yet written to the file. */
let unwritten = 0;
let fileBacklog = 0;
let failure: string | null = null;

const sink: SpoolSink | null = spool
  ? {
      write(text: string) {
        unwritten += text.length;
        // The writer has moved its chain past this line already: its head is this line's.
        port.postMessage({ t: 'spool', text, head: recorder.writer!.head() });
      },
      backlog: () => unwritten + fileBacklog,
      failed: () => failure,
    }
  : null;
const recorder = new Recorder(sink, limits);

port.on('message', (msg: ToObserver) => {
  switch (msg.t) {
    case 'emit':
      recorder.emit(msg.entry);
      break;
    case 'batch': {
      const bytes = msg.bytes ? Buffer.from(msg.bytes) : Buffer.alloc(0);
      let off = 0;
      for (const [kind, d, at, a, b] of msg.meta) {
        const dir = DIRS[d];
        if (kind === 0) {
          recorder.chunk(dir, bytes.subarray(off, off + a), at);
          off += a;
        } else if (kind === 1) recorder.end(dir, at);
        else recorder.lost(dir, a === 1, b === 1, at);
      }
      recorder.run();
      Atomics.store(shared, FAILURES, BigInt(recorder.failures));
      Atomics.add(shared, HANDLED, BigInt(off));
      break;
    }
    case 'sink':
      unwritten -= msg.written;
      fileBacklog = msg.backlog;
      failure = msg.failed;
      break;
    case 'finish':
      port.postMessage({ t: 'finished', observed: recorder.finish(msg.fwd, msg.end) });
      break;
  }
});
