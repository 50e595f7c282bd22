/**
 * The identity calls of spec section 7 with the bodies the spec does not show, designed
 * once here for the client and the server (the OpenAPI document describes them too).
 */
import type { EnterpriseState, Role } from './roles';
import type { TokenFields, UserInfo } from './session';

export const AUTH = {
  token: '/auth-ts/oauth/token',
  logout: '/auth-ts/token/logout',
  userInfo: '/auth-ts/token/getUserInfo',
  authentication: '/auth-ts/token/getUserAuthentication',
  /** + `/{logonId}` */
  refresh: '/auth-ts/token/updateTokenByLogonId',
  /** GET ?randomStr= → an SVG image (under /api) */
  captcha: '/code',
} as const;

/** Individual users: calls without login under /web-ts/login/..., with login under /web-ts/simp2/... */
export const INDIVIDUAL = {
  sendVerificationCode: '/web-ts/login/tsEbUser/ebUser/sendVerificationCode',
  register: '/web-ts/login/tsEbUser/ebUser/ebUserRegister',
  forgotPassword: '/web-ts/login/tsEbUser/ebUser/ebUserForgotPassword',
  selectInfo: '/web-ts/simp2/business/ts/ebUser/selectEbUserInfo',
  updateInfo: '/web-ts/simp2/business/ts/ebUser/updateEbUserInfo',
  changePassword: '/web-ts/simp2/business/ts/ebUser/ebUserChangePsd',
  /** not in the spec: a code to the new address before the account's e-mail changes (any logged-in account) */
  sendEmailChangeCode: '/web-ts/simp2/business/ts/ebUser/sendEmailChangeCode',
  /** not in the spec: the new e-mail with its code and the current password */
  changeEmail: '/web-ts/simp2/business/ts/ebUser/changeEmail',
  /** not in the spec: the new mobile with the current password */
  changePhone: '/web-ts/simp2/business/ts/ebUser/changePhone',
} as const;

/** Enterprise users (code-0 envelope). */
export const ENTERPRISE = {
  register: '/web/login/eb/ebUserManager/ebCompanyUserRegister',
  forgotPassword: '/web/login/eb/ebUserManager/userForgotPassword',
  updatePassword: '/web/login/eb/ebUserManager/userUpdatePassword',
  forgotByLogonIdAndPhone: '/web/login/eb/ebUserManager/forgotPswByLogonIdAndPhone',
  validatePhoneNum: '/web/login/eb/ebUserManager/validatePhoneNum',
  validateEmail: '/web/login/eb/ebUserManager/validateEmail',
  uploadBusinessLicense: '/web/api/eb/ebFile/uploadBusinessLicense',
  selectCustomersById: '/web/simp2/business/eb/ebUserInfo/selectCustomersById',
  selectReviewUsersById: '/web/simp2/business/eb/ebUserInfo/selectReviewUsersById',
  reviewUsersById: '/web/simp2/business/eb/ebUserInfo/reviewUsersById',
  isDisableUsersById: '/web/simp2/business/eb/ebUserInfo/isDisableUsersById',
  updateUserById: '/web/simp2/business/eb/ebUserInfo/updateUserById',
  selectPhoneById: '/web/simp2/business/eb/ebUserInfo/selectPhoneById',
  selectEnterpriseStateById: '/web/simp2/business/eb/ebUserInfo/selectEnterpriseStateById',
  selectUserById: '/web/simp2/business/eb/ebUserInfo/selectUserById',
} as const;

/** The first-party OAuth client (DOMAIN "Demo mode"); production takes both from the environment. */
export const DEMO_CLIENT = { id: 'portal-web', secret: 'portal-web-secret' } as const;

/** Form of POST /auth-ts/oauth/token. */
export interface PasswordGrantForm {
  grant_type: 'password';
  client_id: string;
  client_secret: string;
  scope: 'server';
  username: string;
  password: string;
  code: string;
  randomStr: string;
}

/** The token answer (no envelope, as OAuth answers): the client adds activeTime and version. */
export interface TokenAnswer extends TokenFields {
  token_type: 'bearer';
  scope: 'server';
}

/** Body of updateTokenByLogonId/{logonId}: the current refresh token must be presented. */
export interface RefreshBody {
  refresh_token: string;
}

/** getUserInfo's data: the spec's user info plus `username`, the role and the enterprise state. */
export interface UserInfoAnswer extends UserInfo {
  username: string;
  role: Role;
  enterpriseState: EnterpriseState | null;
  /** staff accounts only: its password was chosen by someone else and must be changed before anything else */
  mustChangePassword?: boolean;
}

/** getUserAuthentication's data. */
export interface UserAuthentication {
  role: Role;
  menus: string[];
  buttons: string[];
  /** menus and buttons together, as the spec's "authorities" */
  authorities: string[];
}

/** `changeEmail` codes go to the new address and only the account that asked may use them. */
export type CodePurpose = 'register' | 'forgot' | 'changeEmail';

export interface SendCodeBody {
  email: string;
  purpose: CodePurpose;
}

/** selectEbUserInfo / updateEbUserInfo answer. */
export interface AccountInfo {
  userId: string;
  logonId: string;
  nickname: string;
  email: string;
  phone: string;
  role: Role;
  enterpriseId: string | null;
  enterpriseCnnme: string | null;
  enterpriseState: EnterpriseState | null;
  createdAt: string;
}

/** An enterprise user's new password, with the code sent to the account's registered e-mail. */
export interface EnterpriseResetForm {
  logonId: string;
  emailCode: string;
  password: string;
  confirmPassword: string;
}

export interface RegisteredAnswer {
  userId: string;
  logonId: string;
  /** enterprise registrations only */
  state?: EnterpriseState;
}

export interface UploadedFile {
  fileId: string;
  name: string;
  size: number;
  mimeType: string;
}

/** One enterprise in the reviewer's queue (selectReviewUsersById). */
export interface EnterpriseReviewItem {
  enterpriseId: string;
  userId: string;
  logonId: string;
  companyName: string;
  creditCode: string;
  contactName: string;
  email: string;
  phone: string;
  state: EnterpriseState;
  licenseFileId: string | null;
  reviewReason: string | null;
  createdAt: string;
}

/** reviewUsersById body. */
export interface ReviewBody {
  enterpriseId: string;
  approved: boolean;
  /** required when rejecting */
  reason?: string;
}

/** isDisableUsersById body. */
export interface DisableBody {
  enterpriseId: string;
  disabled: boolean;
}
