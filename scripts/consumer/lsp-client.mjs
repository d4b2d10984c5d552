// A minimal LSP client over stdio for the consumer test: base-protocol framing
// (`Content-Length` headers, LSP 3.17 "Base Protocol"), requests with ids, notifications, and
// null answers to whatever the server asks (it asks nothing of a client that declares no
// capabilities, but a server may still register things).
import { spawn } from 'node:child_process';

/** Starts `command` and speaks LSP to it over its stdin and stdout. */
export function startLanguageServer(command, args, cwd) {
  const child = spawn(command, args, { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
  let buffer = Buffer.alloc(0);
  let stderr = '';
  let nextId = 1;
  const pending = new Map();
  const waiters = [];
  const notifications = [];

  const send = (message) => {
    const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...message }), 'utf8');
    child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    child.stdin.write(body);
  };

  const dispatch = (message) => {
    if (message.id !== undefined && message.method === undefined) {
      pending.get(message.id)?.(message);
      pending.delete(message.id);
    } else if (message.id !== undefined) {
      send({ id: message.id, result: null });
    } else {
      notifications.push(message);
      for (const waiter of [...waiters]) waiter();
    }
  };

  child.stdout.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const headerEnd = buffer.indexOf('\r\n\r\n');
      if (headerEnd === -1) return;
      const length = Number(/Content-Length: (\d+)/i.exec(buffer.subarray(0, headerEnd).toString('ascii'))?.[1]);
      if (buffer.length < headerEnd + 4 + length) return;
      const body = buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString('utf8');
      buffer = buffer.subarray(headerEnd + 4 + length);
      dispatch(JSON.parse(body));
    }
  });
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));

  return {
    request(method, params, timeoutMs = 20_000) {
      const id = nextId++;
      send({ id, method, params });
      return withTimeout(new Promise((resolve) => pending.set(id, resolve)), timeoutMs, `no answer to ${method}`);
    },
    notify(method, params) {
      send({ method, params });
    },
    /** The first notification (seen so far or to come) that `predicate` accepts. */
    waitForNotification(predicate, timeoutMs = 20_000) {
      const found = new Promise((resolve) => {
        const look = () => {
          const hit = notifications.find(predicate);
          if (!hit) return false;
          waiters.splice(waiters.indexOf(look), 1);
          resolve(hit);
          return true;
        };
        waiters.push(look);
        look();
      });
      return withTimeout(found, timeoutMs, 'no such notification');
    },
    exited: (timeoutMs = 10_000) => withTimeout(exited, timeoutMs, 'the server did not exit'),
    kill: () => child.kill(),
    stderr: () => stderr,
  };
}

function withTimeout(promise, ms, message) {
  let timer;
  const timeout = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${message} within ${ms} ms`)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
