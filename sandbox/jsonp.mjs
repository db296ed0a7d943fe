// Fallback bottom data by JSONP (SPEC §7): /bottom/{api}/{language}/{regionID}.js?...&callback=cb
import { channelList, thirdPartyList } from './gateway-api.mjs';
import { send, sendText } from './http.mjs';

export const JSONP_PREFIX = '/bottom/';
const CALLBACK_NAME = /^[A-Za-z_$][\w$]{0,99}$/;

/**
 * @param {string} pathname
 * @param {URLSearchParams} query
 */
export function jsonpCallOf(pathname, query) {
  const [api = '', language = '', file = ''] = pathname.slice(JSONP_PREFIX.length).split('/');
  const region = file.replace(/\.js$/, '').toUpperCase();
  const callback = query.get('callback') ?? '';
  return { api, language, region, callback: CALLBACK_NAME.test(callback) ? callback : undefined };
}

/**
 * The same data the gateway call of that name gives, wrapped in the callback.
 * @param {import('./common.mjs').CallContext} ctx
 * @param {URL} url
 */
export function handleJsonp(ctx, url) {
  const { api, language, region, callback } = jsonpCallOf(url.pathname, url.searchParams);
  // Only a plain identifier may become script text: anything else would be script injection.
  if (!callback) {
    sendText(ctx.res, 400, 'callback must be a JavaScript identifier');
    return;
  }
  const seed = ctx.state.seed;
  const data = api === 'checkSmsChannel' ? channelList(seed, region, language.toLowerCase().split('-')[0]) : api === 'webSiteIdSupport3rd' ? thirdPartyList(seed) : {};
  send(ctx.res, 200, `${callback}(${JSON.stringify(data)});`, { 'Content-Type': 'application/javascript; charset=utf-8' });
}
