import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { MONITOR_MAX_RETRIES, MONITOR_QUEUE_LIMIT, MONITOR_RETRY_MS } from '../../src/config/constants.ts';
import {
  ANALYTICS_EVENT_TYPE,
  REPORTABLE_ERROR_FAMILIES,
  isReportableErrorKey,
  pendingMonitorReports,
  reportAnalytics,
  reportError,
  reportLoginDiagnostic,
  setMonitorClock,
  stopMonitorRetries,
  type MonitorEntry,
} from '../../src/storefront/monitor.ts';

function recordingMonitor(): { reports: MonitorEntry[]; report: (entry: MonitorEntry) => void } {
  const reports: MonitorEntry[] = [];
  return { reports, report: (entry) => reports.push(entry) };
}

describe('monitoring (SPEC §7, §8)', () => {
  let clock: sinon.SinonFakeTimers;
  let scheduled: number;

  beforeEach(() => {
    delete window.mktMonitor;
    delete window.mktTrackQueue;
    delete window.mktTracker;
    // Fake timers that only the injected clock uses: the test runner's own timers stay real.
    clock = sinon.useFakeTimers({ toFake: [] });
    scheduled = 0;
    setMonitorClock({
      setTimeout: (callback, ms) => {
        scheduled += 1;
        return clock.setTimeout(callback, ms);
      },
      clearTimeout: (handle) => clock.clearTimeout(handle as number),
    });
  });
  afterEach(() => {
    stopMonitorRetries();
    setMonitorClock();
    clock.restore();
    delete window.mktMonitor;
    delete window.mktTrackQueue;
    delete window.mktTracker;
  });

  it('reports at once, scrubbed, when the monitor is ready', () => {
    const monitor = recordingMonitor();
    window.mktMonitor = monitor;
    reportLoginDiagnostic('PASSWORD_LOGIN_FAILED', { phone: '6591234567', password: 'Mkt@2024go', errorCode: 'X' });
    expect(monitor.reports).to.deep.equal([
      { category: 'login-diagnostic', key: 'PASSWORD_LOGIN_FAILED', detail: { phone: '*******567', errorCode: 'X' } },
    ]);
  });

  it(`retries every ${MONITOR_RETRY_MS} ms until the monitor is ready, in order`, () => {
    reportLoginDiagnostic('first', { step: 1 });
    reportLoginDiagnostic('second', { step: 2 });
    clock.tick(MONITOR_RETRY_MS * 3);
    expect(pendingMonitorReports()).to.equal(2);
    const monitor = recordingMonitor();
    window.mktMonitor = monitor;
    clock.tick(MONITOR_RETRY_MS - 1);
    expect(monitor.reports).to.have.length(0);
    clock.tick(1);
    expect(monitor.reports.map((r) => r.key)).to.deep.equal(['first', 'second']);
    expect(pendingMonitorReports()).to.equal(0);
    expect(clock.countTimers()).to.equal(0);
  });

  it(`gives up after ${MONITOR_MAX_RETRIES} retries and drops the report`, () => {
    reportLoginDiagnostic('lost', {});
    clock.tick(MONITOR_RETRY_MS * (MONITOR_MAX_RETRIES - 1));
    expect(pendingMonitorReports()).to.equal(1);
    clock.tick(MONITOR_RETRY_MS);
    expect(pendingMonitorReports()).to.equal(0);
    expect(clock.countTimers()).to.equal(0);
    expect(scheduled).to.equal(MONITOR_MAX_RETRIES);
    const monitor = recordingMonitor();
    window.mktMonitor = monitor;
    clock.tick(MONITOR_RETRY_MS * 10);
    expect(monitor.reports).to.have.length(0);
  });

  it(`keeps at most ${MONITOR_QUEUE_LIMIT} waiting reports, dropping the oldest`, () => {
    for (let i = 0; i < MONITOR_QUEUE_LIMIT + 3; i += 1) reportLoginDiagnostic(`k${i}`, {});
    expect(pendingMonitorReports()).to.equal(MONITOR_QUEUE_LIMIT);
    const monitor = recordingMonitor();
    window.mktMonitor = monitor;
    clock.tick(MONITOR_RETRY_MS);
    expect(monitor.reports[0].key).to.equal('k3');
    expect(scheduled).to.equal(1); // one shared timer, not one per report
  });

  it('stopMonitorRetries cancels the loop', () => {
    reportLoginDiagnostic('k', {});
    stopMonitorRetries();
    expect(clock.countTimers()).to.equal(0);
    expect(pendingMonitorReports()).to.equal(0);
  });

  describe('reportable error keys', () => {
    const reportable = [
      'mtop.mkt.member.user.getUser',
      'MEMBER_USER_NOT_FOUND',
      'mtop.mkt.member.session.refresh',
      'member-address-invalid',
      'mtop.mkt.order.return.apply',
      'RETURN_ORDER_FAILED',
      'mtop.mkt.order.refund.detail',
      'REFUND_ORDER_TIMEOUT',
      'mtop.mkt.review.submit',
      'mtop.mkt.buy.render',
      'PAYMENT_FAILED',
    ];
    const notReportable = ['SESSION_EXPIRED', 'FAIL_SYS_TRAFFIC_LIMIT', 'mtop.mkt.member.login', 'mtop.mkt.reviewer.list', 'buyer_profile', 'user.member', ''];
    for (const key of reportable) it(`${key} is reportable`, () => expect(isReportableErrorKey(key)).to.equal(true));
    for (const key of notReportable) it(`"${key}" is not`, () => expect(isReportableErrorKey(key)).to.equal(false));
    it('keeps the families in one constant', () => {
      expect(REPORTABLE_ERROR_FAMILIES).to.include.members(['member.user', 'member.session', 'member.address', 'review', 'buy', 'payment']);
    });

    it('sends reportable errors to monitoring only, and nothing else anywhere', () => {
      const monitor = recordingMonitor();
      window.mktMonitor = monitor;
      expect(reportError('PAYMENT_FAILED', { token: 't', amount: 10 })).to.equal(true);
      expect(reportError('SESSION_EXPIRED', { amount: 10 })).to.equal(false);
      expect(monitor.reports).to.deep.equal([{ category: 'error', key: 'PAYMENT_FAILED', detail: { amount: 10 } }]);
      expect(window.mktTrackQueue ?? []).to.have.length(0);
    });
  });

  it('sends analytics codes through the tracking queue, not to monitoring', () => {
    const monitor = recordingMonitor();
    window.mktMonitor = monitor;
    reportAnalytics('NOT_LOGGED_IN', { cookie: 'mkt_uid=1', where: 'header' });
    reportAnalytics('CODE_GENERATION_FAILED', new Error('Data too long for 6591234567'));
    expect(monitor.reports).to.have.length(0);
    const events = window.mktTrackQueue!;
    expect(events.map((e) => e.type)).to.deep.equal([ANALYTICS_EVENT_TYPE, ANALYTICS_EVENT_TYPE]);
    expect(events[0].data).to.deep.equal({ where: 'header', reason: 'NOT_LOGGED_IN' });
    expect(events[1].data).to.deep.equal({
      error: { name: 'Error', message: 'Data too long for *******567' },
      reason: 'CODE_GENERATION_FAILED',
    });
    expect(JSON.stringify(events[1])).not.to.contain('6591234567');
  });
});
