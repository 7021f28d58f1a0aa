import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Settings } from '../../src/server/files/s3Settings';
import { repoRoot } from './testApp';

export interface S3Server {
  /** Settings of a bucket store on this server's bucket. */
  settings: S3Settings;
  /** Where the server keeps its objects (s3rver: one folder per object). */
  dir: string;
  /** Stops the server process (and removes its folder with `dispose`). */
  stop(dispose?: boolean): Promise<void>;
}

/**
 * A real S3 server in its own process: s3rver (npm, dev dependency) on a free loopback port (it
 * binds port 0 and prints the port it got), with one bucket made at its start. The portal talks
 * S3 over HTTP to it exactly as to AWS or MinIO: signed requests, XML answers, 404s and all.
 */
export async function startS3Server(bucket = 'portal-files'): Promise<S3Server> {
  const dir = mkdtempSync(join(tmpdir(), 's3rver-'));
  const child: ChildProcess = spawn(process.execPath, [join(repoRoot, 'node_modules/s3rver/bin/s3rver.js'), '-d', dir, '-a', '127.0.0.1', '-p', '0', '-s', '--configure-bucket', bucket], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`s3rver did not start in 15 s: ${output}`)), 15_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /listening on 127\.0\.0\.1:(\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited (${code}): ${output}`));
    });
  });
  const exited = new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
  return {
    dir,
    settings: { endpoint: `http://127.0.0.1:${port}`, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true },
    async stop(dispose = true) {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      if (dispose) rmSync(dir, { recursive: true, force: true });
    },
  };
}
