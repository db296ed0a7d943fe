/**
 * Which key encrypts passwords: the configured one, else (sandbox environment only) the key the
 * sandbox publishes — so a page configured by attributes alone (env="sandbox") can log in.
 */
import { RsaError } from '../../src/security/rsa.ts';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { configure, getConfig, resetConfig } from '../../src/config/settings.ts';
import { passwordPublicKey } from '../../src/flows/password-key.ts';
import { encryptPassword } from '../../src/security/rsa.ts';

describe('passwordPublicKey (SPEC §7 encryptPassword)', () => {
  afterEach(() => {
    sinon.restore();
    resetConfig();
  });

  it('uses the configured key and asks nobody', async () => {
    const fetchSpy = sinon.spy(globalThis, 'fetch');
    configure({ env: 'sandbox', memberHost: '', rsaPublicKey: 'MIIBIjANBg' });
    expect(await passwordPublicKey(getConfig())).to.equal('MIIBIjANBg');
    expect(fetchSpy.called).to.equal(false);
  });

  it('outside the sandbox an unconfigured key stays empty, so encryption refuses it', async () => {
    const fetchSpy = sinon.spy(globalThis, 'fetch');
    configure({ env: 'production', rsaPublicKey: '' });
    expect(await passwordPublicKey(getConfig())).to.equal('');
    expect(fetchSpy.called).to.equal(false);
  });

  it("in the sandbox without a key it reads the sandbox's public key, which encrypts", async () => {
    configure({ env: 'sandbox', memberHost: '', rsaPublicKey: '' });
    const key = await passwordPublicKey(getConfig());
    const published = ((await (await fetch('/__sandbox/config')).json()) as { rsaPublicKey: string }).rsaPublicKey;
    expect(key).to.equal(published);
    expect(key).to.match(/^-----BEGIN PUBLIC KEY-----/);
    expect(await encryptPassword('Mkt@2024go', key)).to.match(/^[A-Za-z0-9+/]+=*$/);
  });

  it('an unreachable sandbox is a network failure, not a broken key (the screen then says "Network error"), and the next try fetches again', async () => {
    configure({ env: 'sandbox', memberHost: 'http://127.0.0.1:9', rsaPublicKey: '' });
    const first = await passwordPublicKey(getConfig()).then(() => undefined, (error: unknown) => error);
    expect(first).to.be.instanceOf(RsaError);
    expect((first as RsaError).code).to.equal('unavailable');
    const second = await passwordPublicKey(getConfig()).then(() => undefined, (error: unknown) => error);
    expect((second as RsaError).code).to.equal('unavailable');
  });

  it('a key that is not a string counts as none: production gets no key, never a throw', async () => {
    configure({ env: 'production', rsaPublicKey: undefined as unknown as string });
    expect(await passwordPublicKey(getConfig())).to.equal('');
  });
});
