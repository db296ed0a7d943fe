import { expect } from '@open-wc/testing';
import {
  API_EMPTY_MESSAGE,
  ApiError,
  LIB_NOT_DEFINED_MESSAGE,
  apiEmptyError,
  isApiError,
  isGenericErrorKey,
  isReportableToMonitoringOnly,
  libNotDefinedError,
  parseRet,
  userMessage,
  isTrafficLimited,
} from '../../src/api/errors.ts';
import { en } from '../../src/i18n/en.ts';
import type { Translation } from '../../src/i18n/types.ts';

/** A second language, to show the texts come from the translation handed in. */
const other: Translation = {
  ...en,
  networkError: 'Kesalahan jaringan',
  networkErrorQr: 'Kesalahan Jaringan',
  networkErrorRetryLater: 'Kesalahan jaringan, silakan coba lagi nanti',
};

function business(ret: string, displayMessage?: string): ApiError {
  const { key, message } = parseRet(ret);
  return new ApiError('business', message ?? key, { key, serverMessage: message, displayMessage });
}

describe('api/errors (SPEC §8)', () => {
  describe('parseRet', () => {
    it('splits KEY::message', () => {
      expect(parseRet('PL_USER_NOT_FOUND::The account does not exist')).to.deep.equal({ key: 'PL_USER_NOT_FOUND', message: 'The account does not exist' });
    });

    it('keeps everything after the first :: as the message', () => {
      expect(parseRet('X::a::b')).to.deep.equal({ key: 'X', message: 'a::b' });
    });

    it('has no message when there is no :: or nothing after it', () => {
      expect(parseRet('SUCCESS')).to.deep.equal({ key: 'SUCCESS' });
      expect(parseRet('FAIL_SYS::')).to.deep.equal({ key: 'FAIL_SYS' });
      expect(parseRet('FAIL_SYS::   ')).to.deep.equal({ key: 'FAIL_SYS' });
    });
  });

  describe('userMessage', () => {
    for (const ret of ['FAIL_SYS::boom', 'SYSTEM_ERROR::stack trace', 'UNKNOWN_FAIL_CODE::x', 'TIMEOUT::late', 'FAIL_SYS_SERVICE_NOT_EXIST::gone']) {
      it(`shows the generic retry-later text for ${ret.split('::')[0]}`, () => {
        expect(userMessage(business(ret), en)).to.equal('Network error, please try again later');
        expect(userMessage(business(ret), other)).to.equal('Kesalahan jaringan, silakan coba lagi nanti');
      });
    }

    it('shows the text after :: for other keys', () => {
      expect(userMessage(business('PL_USER_PASSWORD_WRONG::Incorrect password'), en)).to.equal('Incorrect password');
    });

    it('prefers errorCode.displayMessage over the text after ::', () => {
      expect(userMessage(business('PL_USER_PASSWORD_WRONG::Incorrect password', 'Wrong password, try again'), en)).to.equal('Wrong password, try again');
    });

    it('gives a system key the generic text even when the server marked a phrase for display (issue 16)', () => {
      expect(userMessage(business('FAIL_SYS::x', 'Server busy'), en)).to.equal('Network error, please try again later');
      expect(userMessage(business('SYSTEM_ERROR', 'Internal server error'), en)).to.equal('Network error, please try again later');
    });

    it('gives a server failure (5xx) the generic retry-later text, never its own phrase (issue 16)', () => {
      for (const status of [500, 502, 503]) {
        const failure = new ApiError('http', 'HTTP 500', { status, displayMessage: 'Internal server error', serverMessage: 'Internal server error' });
        expect(userMessage(failure, en), String(status)).to.equal('Network error, please try again later');
        expect(userMessage(failure, other), String(status)).to.equal('Kesalahan jaringan, silakan coba lagi nanti');
      }
      // A 4xx answer that explains itself still speaks its message.
      expect(userMessage(new ApiError('http', 'HTTP 400', { status: 400, displayMessage: 'Check the phone number' }), en)).to.equal('Check the phone number');
    });

    it('knows too many requests: the traffic-limit keys and HTTP 429, nothing else (issue 16)', () => {
      expect(isTrafficLimited(business('FAIL_SYS_TRAFFIC_LIMIT::busy'))).to.equal(true);
      expect(isTrafficLimited(business('FAIL_SYS_FLOWLIMIT::busy'))).to.equal(true);
      expect(isTrafficLimited(new ApiError('http', 'HTTP 429', { status: 429 }))).to.equal(true);
      expect(isTrafficLimited(new ApiError('http', 'HTTP 500', { status: 500 }))).to.equal(false);
      expect(isTrafficLimited(business('FAIL_SYS::x'))).to.equal(false);
      expect(isTrafficLimited(new Error('429'))).to.equal(false);
    });

    it("falls back to 'Network error', or 'Network Error' on the QR screen", () => {
      const bare = business('PL_USER_SOMETHING');
      expect(userMessage(bare, en)).to.equal('Network error');
      expect(userMessage(bare, en, 'qr')).to.equal('Network Error');
      expect(userMessage(bare, other, 'qr')).to.equal('Kesalahan Jaringan');
    });

    it('treats anything that is not an ApiError as a network error', () => {
      expect(userMessage(new TypeError('x is undefined'), en)).to.equal('Network error');
      expect(userMessage('weird', en, 'qr')).to.equal('Network Error');
    });

    it('shows the generic retry-later text for timeouts, bad statuses and malformed bodies', () => {
      for (const kind of ['timeout', 'http', 'malformed'] as const) {
        expect(userMessage(new ApiError(kind, 'x'), en), kind).to.equal('Network error, please try again later');
      }
      expect(userMessage(new ApiError('offline', 'x'), en)).to.equal('Network error');
    });

    it('shows the localized configuration texts', () => {
      expect(userMessage(libNotDefinedError(), en)).to.equal('lib is not defined, please check out lib-mtop.js has been loaded');
      expect(userMessage(apiEmptyError(), en)).to.equal('api can not be empty');
    });
  });

  it('gives configuration errors their SPEC texts as typed errors', () => {
    const lib = libNotDefinedError();
    expect(isApiError(lib)).to.equal(true);
    expect(lib).to.be.instanceOf(Error);
    expect(lib.kind).to.equal('config');
    expect(lib.message).to.equal(LIB_NOT_DEFINED_MESSAGE);
    expect(apiEmptyError().message).to.equal(API_EMPTY_MESSAGE);
    expect(API_EMPTY_MESSAGE).to.equal('api can not be empty');
  });

  it('knows the generic keys and nothing else', () => {
    expect(isGenericErrorKey('FAIL_SYS')).to.equal(true);
    expect(isGenericErrorKey('FAIL_SYS_TRAFFIC_LIMIT')).to.equal(true);
    expect(isGenericErrorKey('FAIL_SYSTEMATIC')).to.equal(false);
    expect(isGenericErrorKey('PL_USER_RISK')).to.equal(false);
    expect(isGenericErrorKey(undefined)).to.equal(false);
  });

  it('sends member, order, review and payment families to monitoring only', () => {
    for (const key of ['PL_USER_LOGIN_PHONE_NOT_EXIST', 'PL-USER-RISK', 'MEMBER_SESSION_INVALID', 'ADDRESS_NOT_FOUND', 'RETURN_ORDER_CLOSED', 'REFUND_FAILED', 'REVIEW_NOT_ALLOWED', 'BUY_ITEM_SOLD_OUT', 'PAYMENT_DECLINED']) {
      expect(isReportableToMonitoringOnly(key), key).to.equal(true);
    }
    for (const key of ['FAIL_SYS', 'SESSION_EXPIRED', 'CSRF_TOKEN_INVALID', 'PL_SMS_UPLINK_CODE_NOT_MATCHED', '']) {
      expect(isReportableToMonitoringOnly(key), key).to.equal(false);
    }
    expect(isReportableToMonitoringOnly(undefined)).to.equal(false);
  });
});
