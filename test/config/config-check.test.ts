/**
 * Run-time checks of what a page configures (configure() and the env, region, lang attributes):
 * one console error per wrong value, naming the option, the value and what is allowed; a wrong env
 * or region is not applied.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { stub, type SinonStub } from 'sinon';
import { configure, getConfig, resetConfig, type MemberConfig } from '../../src/config/settings.ts';
import { reportConfigProblems, reportAttributeProblems } from '../../src/config/config-check.ts';
import { signalsOf } from '../../src/context/context-store.ts';
import { resolveContext } from '../../src/context/element-context.ts';

describe('configuration checked when it is given', () => {
  let consoleError: SinonStub;
  beforeEach(() => {
    consoleError = stub(console, 'error');
  });
  afterEach(() => {
    consoleError.restore();
    resetConfig();
  });
  const lines = () => consoleError.getCalls().map((call) => String(call.args[0]));

  it('a right configuration says nothing', () => {
    expect(
      reportConfigProblems({
        env: 'sandbox',
        region: 'my',
        lang: 'en-MY',
        memberHost: 'http://localhost:8151',
        gatewayHost: '',
        jsonpHost: 'https://g.example.com/',
        rsaPublicKey: '',
        scripts: { google: '/g.js' },
        domains: ['mkt.sg'],
        trustPageOrigin: true,
        gatewayTimeoutMs: 500,
      }),
    ).to.deep.equal([]);
    expect(consoleError.called).to.equal(false);
  });

  it('names each wrong option once, with the value and the allowed values', () => {
    const wrong = reportConfigProblems({ env: 'prod', rsaPublicKey: undefined, memberHost: 42, region: 'XX', lang: 'km', memberhost: '' });
    expect(wrong).to.deep.equal(['env', 'rsaPublicKey', 'memberHost', 'region', 'lang', 'memberhost']);
    expect(lines()).to.have.length(6);
    expect(lines()[0]).to.equal('[mkt-member-elements] configure(): env is "prod"; it must be one of "production", "pre", "daily", "sandbox".');
    expect(lines()[1]).to.match(/rsaPublicKey is undefined; it must be the PEM/);
    expect(lines()[2]).to.match(/memberHost is 42; it must be an origin/);
    expect(lines()[3]).to.match(/region is "XX"; it must be one of "SG", "MY"/);
    expect(lines()[4]).to.match(/lang is "km"; it must be one of "en", "zh"/);
    expect(lines()[5]).to.match(/unknown option "memberhost"\. Known options: env, region, lang, memberHost/);
  });

  it('a host with a path is not an origin', () => {
    expect(reportConfigProblems({ memberHost: 'https://member.mkt.sg/user/api' })).to.deep.equal(['memberHost']);
    expect(reportConfigProblems({ gatewayHost: 'javascript:alert(1)' })).to.deep.equal(['gatewayHost']);
  });

  it('a right configure() loads no check and says nothing', async () => {
    configure({ env: 'sandbox', region: 'MY', lang: 'ms', memberHost: '', trustPageOrigin: true, scripts: { google: '/g.js' } as MemberConfig['scripts'] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(consoleError.called).to.equal(false);
  });

  it('configure() of a wrong type is named, with an unknown option given beside it', async () => {
    configure({ memberHost: 8151, memberhost: 'x' } as unknown as Partial<MemberConfig>);
    await waitUntil(() => consoleError.callCount === 2, 'two console errors');
    expect(lines()[0]).to.match(/memberHost is 8151/);
    expect(lines()[1]).to.match(/unknown option "memberhost"/);
  });

  it('configure() reports through the same check and never applies an unknown env or region', async () => {
    configure({ env: 'sandbox' });
    configure({ env: 'prod', region: 'XX' } as unknown as Partial<MemberConfig>);
    expect(getConfig().env).to.equal('sandbox');
    expect(getConfig().region).to.equal('SG');
    await waitUntil(() => consoleError.callCount === 2, 'two console errors');
    expect(lines()[0]).to.match(/env is "prod"/);
    expect(lines()[1]).to.match(/region is "XX"/);
  });

  it('an attribute we do not support is named once and counts as absent', async () => {
    const header = await fixture<HTMLElement>(html`<div env="Sandbox" region="SG" lang="en"></div>`);
    const signals = signalsOf(header);
    expect(resolveContext(signals).env).to.equal('production');
    resolveContext(signals);
    await waitUntil(() => consoleError.callCount >= 1, 'a console error');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines()).to.deep.equal(['[mkt-member-elements] <div env="Sandbox">: it must be one of "production", "pre", "daily", "sandbox"; the attribute is ignored.']);
    reportAttributeProblems({ env: 'Sandbox', region: 'SG', tag: 'div' });
    reportAttributeProblems({ region: 'SG', lang: 'en', tag: 'div' });
    expect(consoleError.callCount).to.equal(1);
  });
});
