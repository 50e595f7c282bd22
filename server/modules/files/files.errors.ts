import { invalidField, type AppError } from '../../lib/errors';

export const fileMissing = (): AppError => invalidField('file', '请选择要上传的文件', 'アップロードするファイルを選択してください', 'file.missing');

export const fileTooLarge = (maxBytes: number): AppError => {
  const mb = Math.floor(maxBytes / (1024 * 1024));
  return invalidField('file', `文件不能超过 ${mb} MB`, `ファイルサイズは ${mb} MB 以下にしてください`, 'file.too_large');
};

export const fileTypeRefused = (): AppError =>
  invalidField('file', '仅支持 PDF、JPG、PNG 格式的文件', 'PDF、JPG、PNG 形式のファイルのみアップロードできます', 'file.type_refused');

/** The licence id of a registration: not an uploaded licence, or one already used by another registration. */
export const licenseFileUnusable = (): AppError =>
  invalidField('licenseFileId', '营业执照文件无效，请重新上传', '営業許可証のファイルが無効です。もう一度アップロードしてください', 'file.license_unusable');
