/**
 * Preload (`node --import <this file>`) that pins every listening socket to 127.0.0.1, for servers
 * that listen on all interfaces and offer no host option (server-everything over HTTP/SSE).
 */
import net from 'node:net';

type Listen = (...args: unknown[]) => net.Server;
const original = net.Server.prototype.listen as unknown as Listen;

function pinned(this: net.Server, ...args: unknown[]): net.Server {
  const first = args[0];
  if (typeof first === 'object' && first !== null && !('path' in first)) {
    args[0] = { ...(first as object), host: '127.0.0.1' };
  } else if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    if (typeof args[1] === 'string') args[1] = '127.0.0.1';
    else args.splice(1, 0, '127.0.0.1');
  } else if (first === undefined || typeof first === 'function') {
    args.unshift(0, '127.0.0.1');
  }
  return original.apply(this, args);
}

net.Server.prototype.listen = pinned as unknown as typeof net.Server.prototype.listen;
