import type {
  AlterationCheckResult,
  AlterationTicket,
  Myself,
  MyselfUpdate,
  RegisterRequest,
  RegisterResult,
  SmsResult,
  Tracenode,
  TwoFactorSetup,
  TwoFactorState,
} from '@mall/shared';
import { SmsMode } from '@mall/shared';
import { http, type UploadProgress } from '../../../lib/http';
import { encryptPassword } from '../../../lib/password-transport';

/** Registration's plain form values; the two passwords are encrypted before they travel. */
export type RegisterForm = Required<RegisterRequest>;

export const accountApi = {
  customerTypes: () => http.post<Tracenode[]>('/sys/tracenode/queryAllTracenode'),

  async register(form: RegisterForm): Promise<RegisterResult> {
    const [password, confirmPassword] = await Promise.all([
      encryptPassword(form.password),
      encryptPassword(form.confirmPassword),
    ]);
    return http.post<RegisterResult>(
      '/sys/user/register',
      { ...form, password, confirmPassword },
      { silent: true },
    );
  },

  async updatePassword(username: string, plain: { old: string; next: string; confirm: string }) {
    const [oldpassword, password, confirmpassword] = await Promise.all([
      encryptPassword(plain.old),
      encryptPassword(plain.next),
      encryptPassword(plain.confirm),
    ]);
    return http.post<unknown>(
      '/sys/user/updatePassword',
      { username, oldpassword, password, confirmpassword },
      { silent: true },
    );
  },

  myself: () => http.get<Myself>('/sys/user/myself'),
  updateMyself: (update: MyselfUpdate) => http.put<Myself>('/sys/user/myself', update, { silent: true }),
  /** Uploads a picture (biz avatar) and answers its stored path; `onProgress` follows the upload. */
  uploadAvatar(file: File, onProgress?: (progress: UploadProgress) => void): Promise<string> {
    return http.upload<string>('/sys/common/upload', file, {
      fields: { biz: 'avatar' },
      silent: true,
      onProgress,
    });
  },
  /** Sets the uploaded picture (a stored path) as the avatar, or removes it (null). */
  setAvatar: (avatar: string | null) =>
    http.put<Myself>('/sys/user/myself/avatar', { avatar }, { silent: true }),

  alterationCheck: (username: string) =>
    http.post<AlterationCheckResult>('/sys/user/alteration/check', { username }, { silent: true }),
  sendResetCode: (username: string) =>
    http.post<SmsResult>('/sys/sms', { username, smsmode: SmsMode.reset }, { silent: true }),
  alterationVerify: (username: string, smscode: string) =>
    http.post<AlterationTicket>('/sys/user/alteration/verify', { username, smscode }, { silent: true }),
  async alterationReset(ticket: string, plain: { next: string; confirm: string }) {
    const [password, confirmPassword] = await Promise.all([
      encryptPassword(plain.next),
      encryptPassword(plain.confirm),
    ]);
    return http.post<unknown>(
      '/sys/user/alteration/reset',
      { ticket, password, confirmPassword },
      { silent: true },
    );
  },

  twoFactorSetup: () => http.post<TwoFactorSetup>('/sys/user/twoFactor/setup', {}, { silent: true }),
  twoFactorEnable: (code: string) =>
    http.post<TwoFactorState>('/sys/user/twoFactor/enable', { code }, { silent: true }),
  async twoFactorDisable(by: { code: string } | { password: string }) {
    const body = 'code' in by ? by : { password: await encryptPassword(by.password) };
    return http.post<TwoFactorState>('/sys/user/twoFactor/disable', body, { silent: true });
  },
};
