import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpListener } from '../support/smtp-listener';

const listener = await startSmtpListener();
afterAll(() => listener.stop());

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(listener.port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Sends each command once the reply to the one before it has arrived; returns the replies. */
async function converse(socket: Socket, commands: string[]): Promise<string[]> {
  const reply = () => new Promise<string>((resolve) => socket.once('data', (data) => resolve(String(data))));
  const replies = [await reply()];
  for (const command of commands) {
    socket.write(`${command}\r\n`);
    replies.push(await reply());
  }
  return replies;
}

/** A client that has begun a mail and resets the connection before its text. */
async function dropInTheMiddleOfAMail(): Promise<void> {
  const socket = await open();
  const replies = await converse(socket, [
    'EHLO pocketbase',
    'MAIL FROM:<site@clearnorth.example>',
    'RCPT TO:<office@clearnorth.example>',
    'DATA',
  ]);
  expect(replies.at(-1)).toMatch(/^354/);
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.resetAndDestroy();
  await closed;
}

describe('the test SMTP listener', () => {
  // PocketBase stopped by a test while a mail is on the wire does this, and more than once.
  it('outlives clients that reset their connections in the middle of a mail, and greets the next', async () => {
    await dropInTheMiddleOfAMail();
    await dropInTheMiddleOfAMail();
    await dropInTheMiddleOfAMail();

    const next = await open();
    const [greeting] = await converse(next, []);
    next.end('QUIT\r\n');
    expect(greeting).toMatch(/^220/);
  });
});
