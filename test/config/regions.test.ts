import { expect } from '@open-wc/testing';
import { REGIONS, REGION_CODES, getRegion, DEFAULT_REGION } from '../../src/config/regions.ts';

describe('regions (SPEC §3)', () => {
  it('has all twelve regions with the SPEC currencies', () => {
    const currencies = Object.fromEntries(REGION_CODES.map((c) => [c, REGIONS[c].currency]));
    expect(currencies).to.deep.equal({
      SG: 'SGD', MY: 'MYR', PH: 'PHP', TH: 'THB', ID: 'IDR', VN: 'VND',
      KH: 'KHR', BD: 'BDT', LK: 'LKR', MM: 'MMK', NP: 'NPR', PK: 'PKR',
    });
  });

  it('has the SPEC language lists', () => {
    expect(REGIONS.ID.languages).to.deep.equal(['id', 'en']);
    expect(REGIONS.MY.languages).to.deep.equal(['en-MY', 'ms', 'zh']);
    expect(REGIONS.KH.languages).to.deep.equal(['km', 'zh', 'en']);
    expect(REGIONS.PK.languages).to.deep.equal(['en-PK', 'ur']);
  });

  it('has the SPEC phone prefixes, and none for KH', () => {
    const prefixes = Object.fromEntries(REGION_CODES.map((c) => [c, REGIONS[c].phonePrefix]));
    expect(prefixes).to.deep.equal({
      SG: '65', PH: '63', VN: '84', TH: '66', ID: '62', MY: '60', PK: '92', LK: '94', MM: '95', BD: '880', NP: '977', KH: undefined,
    });
  });

  it('groups regions and applies the mybiz theme to group B and MM only', () => {
    const groupA = REGION_CODES.filter((c) => REGIONS[c].group === 'A');
    const groupB = REGION_CODES.filter((c) => REGIONS[c].group === 'B');
    expect(groupA).to.have.members(['SG', 'MY', 'PH', 'VN', 'TH', 'ID']);
    expect(groupB).to.have.members(['BD', 'LK', 'MM', 'NP', 'PK']);
    expect(REGION_CODES.filter((c) => REGIONS[c].mybizTheme)).to.have.members(['BD', 'LK', 'MM', 'NP', 'PK']);
  });

  it('gives venture codes only where the SPEC lists them', () => {
    expect(REGION_CODES.filter((c) => REGIONS[c].ventureCode).map((c) => REGIONS[c].ventureCode)).to.have.members([
      'sg', 'vn', 'id', 'th', 'ph', 'my', 'bd', 'lk', 'mm', 'np',
    ]);
  });

  it('falls back to SG for unknown codes and accepts any case', () => {
    expect(DEFAULT_REGION).to.equal('SG');
    expect(getRegion('th').code).to.equal('TH');
    expect(getRegion('xx').code).to.equal('SG');
    expect(getRegion(undefined).code).to.equal('SG');
  });
});
