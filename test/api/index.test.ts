import { expect } from '@open-wc/testing';
import * as api from '../../src/api/index.ts';

describe('api/index public surface', () => {
  it('exposes the factory, the clients, the error catalogue and JSONP', () => {
    for (const name of ['createApi', 'createMemberClient', 'createGatewayClient', 'fetchBottomData', 'requestJson', 'ApiError', 'parseRet', 'userMessage', 'isReportableToMonitoringOnly']) {
      expect(api, name).to.have.property(name).that.is.a('function');
    }
    expect(api.LOGIN_REQUIRED_KEYS).to.deep.equal(['SESSION_EXPIRED', 'SID_INVALID', 'AUTH_REJECT', 'NEED_LOGIN']);
    expect(api.TRAFFIC_LIMIT_KEYS).to.deep.equal(['FAIL_SYS_TRAFFIC_LIMIT', 'FAIL_SYS_FLOWLIMIT']);
  });
});
