// A TCP port nobody listens on right now (the OS picks it), for a test server that must be
// reachable over HTTP — e.g. by the sandbox payment provider's notification to SITE_URL.
import { createServer } from 'node:net';

export function freeTcpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
