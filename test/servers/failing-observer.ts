/** An observer thread with a bug: it fails on the first batch it is given (for the tap's thread tests). */
import { parentPort } from 'node:worker_threads';

parentPort!.on('message', (msg: { t: string }) => {
  if (msg.t === 'batch') throw new Error('observer bug');
});
