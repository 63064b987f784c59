/**
 * Bare Fastify's hello route in a child process (like the portal: autocannon's own CPU use is outside both), the
 * yardstick the throughput benchmarks divide by, measured in the same run on the same machine.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, repoRoot } from './portal-server.ts';

export async function bareFastify(): Promise<{ origin: string; stop(): void }> {
  const port = await freePort();
  const code = `import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: ${port}, host: '127.0.0.1' });
console.log('ready');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: path.join(repoRoot, 'apps/server'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`bare Fastify exited (${code})`)));
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}
