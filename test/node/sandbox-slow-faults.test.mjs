// The sandbox's fault kinds for the reliability journeys (issue 10): `http429` (too many
// requests, with the traffic-limit key in the call's envelope) and `delay:<ms>` (a slow server
// whose real answer arrives late).
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../../sandbox/server.mjs';

/** @type {Awaited<ReturnType<typeof startServer>>} */
let server;

before(async () => {
  server = await startServer({ port: 0, log: false });
});

after(async () => {
  await server.close();
});

beforeEach(async () => {
  await hook('POST', '/__sandbox/reset', {});
});

async function hook(method, path, body) {
  const response = await fetch(new URL(path, server.url), {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

const gatewayPath = (name) => `/h5/mtop.mkt.member.${name}/1.0/?api=mtop.mkt.member.${name}&data=%7B%7D`;

test('http429 answers 429 with FAIL_SYS_TRAFFIC_LIMIT in the gateway ret and the member envelope', async () => {
  await hook('POST', '/__sandbox/faults', { match: 'checkSmsChannel', fault: 'http429', times: 1 });
  await hook('POST', '/__sandbox/faults', { match: 'getCsrfToken', fault: 'http429', times: 1 });
  const gateway = await fetch(new URL(gatewayPath('checkSmsChannel'), server.url));
  assert.equal(gateway.status, 429);
  assert.match((await gateway.json()).ret[0], /^FAIL_SYS_TRAFFIC_LIMIT::.+/);
  const member = await fetch(new URL('/user/api/getCsrfToken', server.url));
  assert.equal(member.status, 429);
  assert.deepEqual((await member.json()).errorCode, {
    key: 'FAIL_SYS_TRAFFIC_LIMIT',
    displayMessage: 'Too many people are trying right now. Please try again later.',
  });
  assert.equal((await fetch(new URL(gatewayPath('checkSmsChannel'), server.url))).status, 200, 'times ran out');
});

test('delay:<ms> answers the real answer, no earlier than the delay', async () => {
  await hook('POST', '/__sandbox/faults', { match: 'checkSmsChannel', fault: 'delay:300', times: 1 });
  const started = Date.now();
  const slow = await fetch(new URL(gatewayPath('checkSmsChannel'), server.url));
  const took = Date.now() - started;
  assert.equal(slow.status, 200);
  assert.match((await slow.json()).ret[0], /^SUCCESS/);
  assert.ok(took >= 290, `answered after ${took} ms`);
  const startedAgain = Date.now();
  await (await fetch(new URL(gatewayPath('checkSmsChannel'), server.url))).text();
  assert.ok(Date.now() - startedAgain < 290, 'the switch was used up');
});

test('delays above the cap and malformed delays are refused', async () => {
  assert.equal((await hook('POST', '/__sandbox/faults', { match: 'getUser', fault: 'delay:30001' })).status, 400);
  assert.equal((await hook('POST', '/__sandbox/faults', { match: 'getUser', fault: 'delay:-5' })).status, 400);
  assert.equal((await hook('POST', '/__sandbox/faults', { match: 'getUser', fault: 'delay:' })).status, 400);
  assert.deepEqual((await hook('GET', '/__sandbox/faults')).body.faults, []);
});
