/**
 * The twelve regions of SPEC §1 and §3. Values the SPEC leaves open (numeric ids, host names,
 * app keys) are this product's own choices and are kept here only.
 */

export const REGION_CODES = ['SG', 'MY', 'PH', 'TH', 'ID', 'VN', 'KH', 'BD', 'LK', 'MM', 'NP', 'PK'] as const;
export type RegionCode = (typeof REGION_CODES)[number];

export const ENVIRONMENTS = ['production', 'pre', 'daily', 'sandbox'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** SPEC §1: group A and group B (group B uses its own third-party client id). KH is in neither. */
export type RegionGroup = 'A' | 'B' | null;

export interface RegionHosts {
  /** Direct member-host REST calls (SPEC §7). */
  member: string;
  /** Member pages and storefront pages (SPEC §2). */
  www: string;
  /** mtop-style gateway. */
  gateway: string;
}

export interface Region {
  code: RegionCode;
  /** Numeric id of the region. */
  id: number;
  currency: string;
  /** Full language tags, first is the region default (SPEC §3). */
  languages: readonly string[];
  /** Base languages for the language switcher. */
  shortLanguages: readonly string[];
  /** The region's own registrable domain. */
  domain: string;
  regionID: RegionCode;
  /** Phone country code without '+', absent where the SPEC gives none (KH). */
  phonePrefix?: string;
  /** Venture code, absent where the SPEC gives none (KH, PK). */
  ventureCode?: string;
  group: RegionGroup;
  /** SPEC §6: the mybiz reseller theme applies to group B regions and MM. */
  mybizTheme: boolean;
  /** Gateway app key for the region. */
  appKey: string;
  hosts: Record<Exclude<Environment, 'sandbox'>, RegionHosts>;
}

function hostsFor(domain: string): Region['hosts'] {
  return {
    production: { member: `member.${domain}`, www: `www.${domain}`, gateway: `acs.${domain}` },
    pre: { member: `pre-member.${domain}`, www: `pre-www.${domain}`, gateway: `pre-acs.${domain}` },
    daily: { member: `member.daily.${domain}`, www: `www.daily.${domain}`, gateway: `acs.daily.${domain}` },
  };
}

function region(r: Omit<Region, 'hosts' | 'regionID' | 'mybizTheme'>): Region {
  return { ...r, regionID: r.code, mybizTheme: r.group === 'B' || r.code === 'MM', hosts: hostsFor(r.domain) };
}

export const REGIONS: Readonly<Record<RegionCode, Region>> = {
  SG: region({ code: 'SG', id: 1, currency: 'SGD', languages: ['en-SG', 'zh'], shortLanguages: ['en', 'zh'], domain: 'mkt.sg', phonePrefix: '65', ventureCode: 'sg', group: 'A', appKey: '24600001' }),
  MY: region({ code: 'MY', id: 2, currency: 'MYR', languages: ['en-MY', 'ms', 'zh'], shortLanguages: ['en', 'ms', 'zh'], domain: 'mkt.com.my', phonePrefix: '60', ventureCode: 'my', group: 'A', appKey: '24600002' }),
  PH: region({ code: 'PH', id: 3, currency: 'PHP', languages: ['en-PH'], shortLanguages: ['en'], domain: 'mkt.com.ph', phonePrefix: '63', ventureCode: 'ph', group: 'A', appKey: '24600003' }),
  TH: region({ code: 'TH', id: 4, currency: 'THB', languages: ['th', 'en'], shortLanguages: ['th', 'en'], domain: 'mkt.co.th', phonePrefix: '66', ventureCode: 'th', group: 'A', appKey: '24600004' }),
  ID: region({ code: 'ID', id: 5, currency: 'IDR', languages: ['id', 'en'], shortLanguages: ['id', 'en'], domain: 'mkt.co.id', phonePrefix: '62', ventureCode: 'id', group: 'A', appKey: '24600005' }),
  VN: region({ code: 'VN', id: 6, currency: 'VND', languages: ['vi', 'en'], shortLanguages: ['vi', 'en'], domain: 'mkt.vn', phonePrefix: '84', ventureCode: 'vn', group: 'A', appKey: '24600006' }),
  KH: region({ code: 'KH', id: 7, currency: 'KHR', languages: ['km', 'zh', 'en'], shortLanguages: ['km', 'zh', 'en'], domain: 'mkt.com.kh', group: null, appKey: '24600007' }),
  BD: region({ code: 'BD', id: 8, currency: 'BDT', languages: ['en-BD', 'bn'], shortLanguages: ['en', 'bn'], domain: 'mkt.com.bd', phonePrefix: '880', ventureCode: 'bd', group: 'B', appKey: '24600008' }),
  LK: region({ code: 'LK', id: 9, currency: 'LKR', languages: ['en-LK', 'si'], shortLanguages: ['en', 'si'], domain: 'mkt.lk', phonePrefix: '94', ventureCode: 'lk', group: 'B', appKey: '24600009' }),
  MM: region({ code: 'MM', id: 10, currency: 'MMK', languages: ['en-MM', 'my'], shortLanguages: ['en', 'my'], domain: 'mkt.com.mm', phonePrefix: '95', ventureCode: 'mm', group: 'B', appKey: '24600010' }),
  NP: region({ code: 'NP', id: 11, currency: 'NPR', languages: ['en-NP', 'ne'], shortLanguages: ['en', 'ne'], domain: 'mkt.com.np', phonePrefix: '977', ventureCode: 'np', group: 'B', appKey: '24600011' }),
  PK: region({ code: 'PK', id: 12, currency: 'PKR', languages: ['en-PK', 'ur'], shortLanguages: ['en', 'ur'], domain: 'mkt.pk', phonePrefix: '92', group: 'B', appKey: '24600012' }),
};

export const DEFAULT_REGION: RegionCode = 'SG';

/** Sister domains of the product (CDN, static assets, the buyer app's web host). */
export const SISTER_DOMAINS = ['mkt-static.com', 'mktcdn.com', 'mkt-app.com'] as const;
/** Payment-partner domains allowed as outbound jump targets (SPEC §5). */
export const PAYMENT_PARTNER_DOMAINS = [
  'dana.id',
  'tngdigital.com.my',
  'gcash.com',
  'truemoney.com',
  'momo.vn',
  'easypaisa.com.pk',
  'bkash.com',
  'alipay.com',
] as const;

export function isEnvironment(value: unknown): value is Environment {
  return typeof value === 'string' && (ENVIRONMENTS as readonly string[]).includes(value);
}

export function isRegionCode(value: unknown): value is RegionCode {
  return typeof value === 'string' && (REGION_CODES as readonly string[]).includes(value.toUpperCase());
}

/** Region record for a code in any case; unknown codes give the default region. */
export function getRegion(code?: string | null): Region {
  const upper = (code ?? '').toUpperCase();
  return isRegionCode(upper) ? REGIONS[upper] : REGIONS[DEFAULT_REGION];
}
