import type {
  AlterationCheckResult,
  AlterationTicket,
  Myself,
  MyselfUpdate,
  PrivacySettings,
  RegisterRequest,
  RegisterResult,
  RejectedApplication,
  ResubmitRequest,
  SmsResult,
  ThirdBinding,
  Tracenode,
  TwoFactorSetup,
  TwoFactorState,
} from '@mall/shared';
import { SmsMode } from '@mall/shared';
import { http, type UploadProgress } from '../../../lib/http';
import { encryptPassword } from '../../../lib/password-transport';

/** Registration's plain form values; the two passwords are encrypted before they travel. */
export type RegisterForm = Required<RegisterRequest>;
/** A rejected application's owner: its login name (username, phone or e-mail) and plain password. */
export interface ApplicantProof {
  account: string;
  password: string;
}
/** The corrected company data of a resubmission (the username and password stay). */
export type ResubmitForm = Required<Omit<ResubmitRequest, 'account' | 'password'>>;

export const accountApi = {
  privacySettings: () => http.get<PrivacySettings>('/sys/user/privacySettings', undefined, { silent: true }),
  savePrivacySettings: (settings: PrivacySettings) =>
    http.put<PrivacySettings>('/sys/user/privacySettings', settings, { silent: true }),

  customerTypes: () => http.post<Tracenode[]>('/sys/tracenode/queryAllTracenode'),

  /**
   * Registers a customer. With the bind ticket of a first third-party sign-in, the new account is bound to
   * that provider identity as well (it still waits for review).
   */
  async register(form: RegisterForm, bindTicket?: string | null): Promise<RegisterResult> {
    const [password, confirmPassword] = await Promise.all([
      encryptPassword(form.password),
      encryptPassword(form.confirmPassword),
    ]);
    const body = { ...form, password, confirmPassword };
    return bindTicket
      ? http.post<RegisterResult>('/sys/thirdLogin/register', { ...body, bindTicket }, { silent: true })
      : http.post<RegisterResult>('/sys/user/register', body, { silent: true });
  },

  thirdBindings: () => http.get<ThirdBinding[]>('/sys/thirdLogin/bindings'),

  unbindThird: (id: string) => http.delete<null>('/sys/thirdLogin/unbind', { id }),

  /** The caller's own rejected application, with the reason; the password is encrypted for transport. */
  async rejectedApplication(proof: ApplicantProof): Promise<RejectedApplication> {
    const password = await encryptPassword(proof.password);
    return http.post<RejectedApplication>(
      '/sys/user/registration/mine',
      { account: proof.account, password },
      { silent: true },
    );
  },

  /** Sends the rejected application again, corrected: the account is under review again. */
  async resubmit(proof: ApplicantProof, form: ResubmitForm): Promise<RegisterResult> {
    const password = await encryptPassword(proof.password);
    return http.post<RegisterResult>(
      '/sys/user/registration/resubmit',
      { ...form, account: proof.account, password },
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
