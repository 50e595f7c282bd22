import type { Bilingual } from '../../../src/domain/lang';
import type { SheetFault } from './sheetParse';

/**
 * Why a file was refused by the parsing worker's limits (sheetReader.ts), in the words of the
 * import's other file refusals (IMPORT_MESSAGES): nothing in the file was counted over a limit,
 * but reading it took too long or too much memory.
 */
export const SHEET_LIMIT_MESSAGES = {
  readTimedOut: {
    zh: '文件读取超时（内容过于复杂），请只保留模板中的数据',
    ja: 'ファイルの読み込みが時間内に終わりませんでした（内容が複雑すぎます）。テンプレートのデータのみにしてください',
  },
  readOutOfMemory: {
    zh: '文件内容过于复杂（读取所需内存超出上限），请只保留模板中的数据',
    ja: 'ファイルの内容が複雑すぎます（読み込みに必要なメモリが上限を超えています）。テンプレートのデータのみにしてください',
  },
} as const satisfies Partial<Record<SheetFault, Bilingual>>;
