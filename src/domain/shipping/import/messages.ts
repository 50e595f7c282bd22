import type { Bilingual } from '../../lang';

/**
 * Messages of the spreadsheet imports (booking import, container upload): what is wrong with
 * the file as a whole, and the row rules that the booking form has no message for.
 */
export const IMPORT_MESSAGES = {
  fileMissing: { zh: '请选择要上传的 Excel 文件（.xlsx）', ja: 'アップロードする Excel ファイル（.xlsx）を選択してください' },
  notXlsx: {
    zh: '不是有效的 Excel 文件（.xlsx），请使用下载的模板',
    ja: '有効な Excel ファイル（.xlsx）ではありません。ダウンロードしたテンプレートをご利用ください',
  },
  fileTooLarge: { zh: '文件不能超过 2 MB', ja: 'ファイルサイズは 2 MB 以下にしてください' },
  unpackedTooLarge: {
    zh: '文件内容过大（解压后超过 50 MB），请只保留模板中的数据',
    ja: 'ファイルの内容が大きすぎます（展開後 50 MB 超）。テンプレートのデータのみにしてください',
  },
  sheetEmpty: { zh: '第一个工作表中没有数据行', ja: '最初のシートにデータ行がありません' },
  tooManyRows: { zh: '一次最多导入500行', ja: '一度に取り込めるのは500行までです' },
  formulaRefused: { zh: '单元格不能是公式，请填写值', ja: 'セルに数式は使えません。値を入力してください' },
  sailingUnknown: { zh: '航次不存在、已取消或已开航', ja: 'この航海番号は存在しないか、欠航または出航済みです' },
  containerTypeNotBooked: { zh: '该订舱没有此箱型', ja: 'このブッキングにこのコンテナタイプはありません' },
  containerNumbered: { zh: '该集装箱号已在此订舱中', ja: 'このコンテナ番号はすでにこのブッキングにあります' },
  sealRequired: { zh: '请输入封号（1到20位字母、数字或-）', ja: 'シール番号（英数字・-、1～20文字）を入力してください' },
  vgmRange: { zh: 'VGM（千克）须大于0且不超过60000', ja: 'VGM（kg）は0より大きく60000以下で入力してください' },
} as const satisfies Record<string, Bilingual>;
