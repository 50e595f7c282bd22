import type { Bilingual } from '../lang';

/**
 * Messages of the container-shipping forms and rules, in both languages. The yup schemas name
 * a message by its key (validationMessage finds it); the server answers both languages.
 */
export const SHIPPING_MESSAGES = {
  polRequired: { zh: '请选择装货港', ja: '積地港を選択してください' },
  podRequired: { zh: '请选择卸货港', ja: '揚地港を選択してください' },
  portFormat: { zh: '港口代码应为5位 UN/LOCODE（如 CNSHA）', ja: '港コードは5桁の UN/LOCODE（例：CNSHA）で入力してください' },
  portUnknown: { zh: '港口不在本公司航线内', ja: '当社航路の港ではありません' },
  samePorts: { zh: '卸货港不能与装货港相同', ja: '揚地港は積地港と異なる港を指定してください' },
  sailingRequired: { zh: '请选择船期', ja: '本船スケジュールを選択してください' },
  sailingFormat: { zh: '船期标识无效', ja: '本船スケジュールの指定が正しくありません' },
  sailingNotOffered: { zh: '该船期不存在、已取消或已开航', ja: 'この本船スケジュールは存在しないか、欠航または出航済みです' },
  sailingRouteMismatch: { zh: '该船期不挂靠所选装货港和卸货港', ja: 'この本船は選択した積地港・揚地港に寄港しません' },
  commodityRequired: { zh: '请输入品名', ja: '品名を入力してください' },
  cargoDescriptionRequired: { zh: '请输入货物描述', ja: '貨物の明細を入力してください' },
  containersRequired: { zh: '请至少添加一行集装箱', ja: 'コンテナを1行以上追加してください' },
  containersTooMany: { zh: '集装箱最多20行', ja: 'コンテナは20行までです' },
  containerTypeInvalid: { zh: '请选择箱型（20GP、40GP、40HC、20RF、40RF）', ja: 'コンテナタイプ（20GP、40GP、40HC、20RF、40RF）を選択してください' },
  quantityRange: { zh: '箱量为1到99的整数', ja: '本数は1～99の整数で入力してください' },
  weightRange: { zh: '毛重（千克）须大于0且不超过1000000', ja: '総重量（kg）は0より大きく1000000以下で入力してください' },
  partyRoleInvalid: { zh: '请选择相关方类型', ja: '関係者の種別を選択してください' },
  partyRoleDuplicate: { zh: '同一相关方类型只能填写一次', ja: '同じ種別の関係者は1件のみ入力できます' },
  partyNameRequired: { zh: '请输入相关方名称', ja: '関係者の名称を入力してください' },
  partyAddressRequired: { zh: '请输入相关方地址', ja: '関係者の住所を入力してください' },
  partyFlagsRequired: { zh: '请至少选择一种相关方类型', ja: '関係者の種別を1つ以上選択してください' },
  shipperRequired: { zh: '请填写托运人', ja: '荷送人を入力してください' },
  consigneeRequired: { zh: '请填写收货人', ja: '荷受人を入力してください' },
  countryFormat: { zh: '国家代码应为2位字母（如 CN、JP）', ja: '国コードは英字2文字（例：CN、JP）で入力してください' },
  phoneFormat: { zh: '电话号码只能包含数字、空格、+、-、括号', ja: '電話番号は数字・スペース・+・-・括弧で入力してください' },
  templateNameRequired: { zh: '请输入模板名称', ja: 'テンプレート名を入力してください' },
  templateSource: { zh: '请指定来源订舱或订舱内容（二选一）', ja: '元のブッキングまたはブッキング内容のどちらか一方を指定してください' },
  uuidFormat: { zh: '标识格式不正确', ja: '識別子の形式が正しくありません' },
  markReadTarget: { zh: '请指定要标记的消息，或全部标记', ja: '既読にするメッセージを指定するか、すべてを指定してください' },
} as const satisfies Record<string, Bilingual>;

export type ShippingMessageKey = keyof typeof SHIPPING_MESSAGES;

/** Business answers of the container-shipping calls (not tied to one field). */
export const SHIPPING_ERRORS = {
  moveRefused: { zh: '订舱当前状态不允许此操作', ja: '現在のブッキング状態ではこの操作はできません' },
  draftOnly: { zh: '只有草稿状态的订舱可以修改', ja: '下書きのブッキングのみ編集できます' },
  blNotReleased: { zh: '提单尚未电放，暂不能下载', ja: '船荷証券はまだサレンダー（電信リリース）されていないため、ダウンロードできません' },
  templateNameTaken: { zh: '已存在同名模板', ja: '同じ名前のテンプレートが既にあります' },
} as const satisfies Record<string, Bilingual>;
