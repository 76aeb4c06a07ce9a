import { api } from './api';
import type { TestServer } from './test-server';

/**
 * A clock the test sets, for the rate limits, the sign-in delays and the
 * owner-mail pause (pb_hooks/lib/clock.js), so that a test moves their time
 * on rather than waiting for the wall clock and hoping the machine keeps up.
 * It stands still where it was last set until it is set again, or runs with
 * the real clock while unset. PocketBase's own limiter keeps the real clock.
 * Pass as `extraHooks`: only a test server's copy of the hooks has it, and
 * `POST /api/test/clock` with `{ at }` (milliseconds, or null) to set it.
 * `TEST_CLOCK_AT` (milliseconds) in the server's environment stops it there
 * from the start, before any cron job has run on the real clock.
 */
export const testClockHooks = {
  'lib/clock.js': `
function now() {
  const at = $app.store().get('test-clock');
  return typeof at === 'number' ? at : Date.now();
}

module.exports = { now };
`,
  'test-clock.pb.js': `
onBootstrap((e) => {
  e.next();
  const at = Number($os.getenv('TEST_CLOCK_AT'));
  if (at > 0) e.app.store().set('test-clock', at);
});

routerAdd('POST', '/api/test/clock', (e) => {
  const at = e.requestInfo().body.at;
  if (typeof at === 'number') e.app.store().set('test-clock', at);
  else e.app.store().remove('test-clock');
  return e.noContent(204);
}, $apis.requireSuperuserAuth());
`,
};

export interface TestClock {
  /** Stops the server's clock at `at`, milliseconds since the epoch. */
  set(at: number): Promise<void>;
  /** Lets the server's clock run with the real one again. */
  resume(): Promise<void>;
}

/** The clock of a server started with `testClockHooks`. */
export async function testClock(server: TestServer): Promise<TestClock> {
  const client = api(server.url);
  const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
  const setTo = async (at: number | null) => {
    const answer = await client.post('/api/test/clock', { at }, superuser);
    if (answer.status !== 204) throw new Error(`The test clock was not set: ${JSON.stringify(answer.body)}`);
  };
  return { set: (at) => setTo(at), resume: () => setTo(null) };
}
