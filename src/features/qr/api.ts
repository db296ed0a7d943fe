/** The QR login calls (SPEC §4): a code to show, its status, and the login with its token. */
import { SESSION_COOKIE_EXPIRY } from '../../config/constants.ts';
import { readLoginResult, type ApiTransport, type CallOptions, type LoginResult } from '../../api/index.ts';
import { readAnswer } from '../../api/answer-schemas.ts';
import { moduleOf } from '../../api/transport.ts';
import { QrCodeUrlSchema, QrStatusSchema } from './answer-schemas.ts';

export interface QrCodeLoginRequest {
  token: string;
}

export interface QrCodeUrl {
  /** Polling rounds allowed before the code is refreshed. */
  expire: number;
  /** Milliseconds between polls. */
  interval: number;
  qrLoginUrl: string;
  requestId: string;
}

export type QrCodeStatusValue = 'PENDING' | 'SUCCESS' | 'FAILURE' | (string & {});

export interface QrCodeStatus {
  status: QrCodeStatusValue;
  /** The app has scanned the code (SPEC §2 'Please finish logging in on your mobile phone.'). */
  scanned?: boolean;
  token?: string;
}

export interface QrCalls {
  loginByQrCode(request: QrCodeLoginRequest, options?: CallOptions): Promise<LoginResult>;
  generateQrCodeUrl(options?: CallOptions): Promise<QrCodeUrl>;
  checkQrCodeStatus(request: { requestId: string }, options?: CallOptions): Promise<QrCodeStatus>;
}

declare module '../../api/calls.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's calls to the client's type
  interface FeatureCalls extends QrCalls {}
}

export const apiSlice = ({ member, gateway, config }: ApiTransport): QrCalls => ({
  async loginByQrCode(request, { signal } = {}) {
    const module = await moduleOf(
      member.post(
        '/user/api/loginByQrCode',
        { token: request.token, tokenType: 'OAUTH_ID_TOKEN', bizScene: 'qrcode', cookieExpiredTime: SESSION_COOKIE_EXPIRY },
        { signal },
      ),
    );
    return readLoginResult(module, 'loginByQrCode');
  },

  async generateQrCodeUrl({ signal } = {}) {
    return readAnswer('generateQrCodeUrl', QrCodeUrlSchema, await gateway('generateQrCodeUrl', { clientId: config().qrClientId }, { method: 'POST', signal }));
  },

  async checkQrCodeStatus(request, { signal } = {}) {
    const data = await gateway('checkQrCodeStatus', { clientId: config().qrClientId, requestId: request.requestId }, { method: 'POST', signal });
    return readAnswer('checkQrCodeStatus', QrStatusSchema, data);
  },
});
