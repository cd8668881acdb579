// The password prompt of `npm run conformance`: read from the terminal without echoing it, so it
// never appears on screen, in npm's echo of the command line or in the shell history.
import readline from 'node:readline';
import { Writable } from 'node:stream';

/** Asks on the terminal with echo off; undefined when stdin is not a terminal (CI: use CONFORMANCE_PASSWORD). */
export function askPassword(prompt: string): Promise<string | undefined> {
  if (!process.stdin.isTTY) return Promise.resolve(undefined);
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  process.stderr.write(prompt);
  muted = true;
  return new Promise((resolve) => {
    rl.question('', (answer) => {
      rl.close();
      process.stderr.write('\n');
      resolve(answer);
    });
    rl.on('SIGINT', () => {
      rl.close();
      process.stderr.write('\n');
      process.exit(130);
    });
  });
}
