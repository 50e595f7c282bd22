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
  dateRequired: { zh: '请选择日期', ja: '日付を選択してください' },
  dateRangeOrder: { zh: '结束日期不能早于开始日期', ja: '終了日は開始日以降の日付を指定してください' },
  scheduleRangeTooLong: { zh: '查询期间最长120天', ja: '検索期間は120日以内で指定してください' },
  containerTypeRequired: { zh: '请选择箱型（20GP、40GP、40HC、20RF、40RF）', ja: 'コンテナタイプ（20GP、40GP、40HC、20RF、40RF）を選択してください' },
  portRequired: { zh: '请选择港口', ja: '港を選択してください' },
  dndQuantityRange: { zh: '箱量为1到999的整数', ja: '本数は1～999の整数で入力してください' },
  dndNoTariff: { zh: '该港口暂无此箱型的箱使费率', ja: 'この港・コンテナタイプの超過保管料（デマレージ・ディテンション）料率はありません' },
  dndFreeDaysRange: { zh: '免费天数为0到60的整数', ja: 'フリータイムは0～60の整数で入力してください' },
  dndTiersShape: { zh: '费率阶梯须从免费期后一天起连续排列、最后一档不设截止日，日费率为正整数（最小货币单位）', ja: '料率の段階はフリータイムの翌日から連続させ、最終段階は終了日なし、日額は正の整数（最小通貨単位）で指定してください' },
  trackingNumbersRequired: { zh: '请输入订舱号、提单号或集装箱号', ja: 'ブッキング番号、B/L番号またはコンテナ番号を入力してください' },
  trackingNumbersTooMany: { zh: '一次最多查询20个号码', ja: '一度に照会できる番号は20件までです' },
  trackingNumberUnknown: { zh: '无法识别的号码（订舱号如 BK26000012，提单号如 ESF26000007，集装箱号如 CSQU3054383）', ja: '認識できない番号です（ブッキング番号例 BK26000012、B/L番号例 ESF26000007、コンテナ番号例 CSQU3054383）' },
  containerNoFormat: { zh: '集装箱号应为4位字母加7位数字（ISO 6346，如 CSQU3054383）', ja: 'コンテナ番号は英字4桁と数字7桁（ISO 6346、例 CSQU3054383）で入力してください' },
  containerNoCheckDigit: { zh: '集装箱号校验位不正确', ja: 'コンテナ番号のチェックディジットが正しくありません' },
  containerNoDuplicate: { zh: '集装箱号重复', ja: 'コンテナ番号が重複しています' },
  containersExceedBooking: { zh: '该箱型的箱号数量超过订舱箱量', ja: 'このコンテナタイプの番号数がブッキングの本数を超えています' },
  eventCodeInvalid: { zh: '请选择事件代码（GTOT、GTIN、STUF、LOAD、DISC、STRP、DEPA、ARRI）', ja: 'イベントコード（GTOT、GTIN、STUF、LOAD、DISC、STRP、DEPA、ARRI）を選択してください' },
  classifierInvalid: { zh: '请选择计划（PLN）或实际（ACT）', ja: '予定（PLN）または実績（ACT）を選択してください' },
  eventTimeFormat: { zh: '事件时间应为 ISO 8601 时间（如 2026-03-01T10:00:00+08:00）', ja: 'イベント日時は ISO 8601 形式（例 2026-03-01T10:00:00+08:00）で入力してください' },
  actualInFuture: { zh: '实际事件的时间不能晚于当前时间', ja: '実績イベントの日時は現在より後にできません' },
} as const satisfies Record<string, Bilingual>;

export type ShippingMessageKey = keyof typeof SHIPPING_MESSAGES;

/** Business answers of the container-shipping calls (not tied to one field). */
export const SHIPPING_ERRORS = {
  moveRefused: { zh: '订舱当前状态不允许此操作', ja: '現在のブッキング状態ではこの操作はできません' },
  draftOnly: { zh: '只有草稿状态的订舱可以修改', ja: '下書きのブッキングのみ編集できます' },
  blNotReleased: { zh: '提单尚未电放，暂不能下载', ja: '船荷証券はまだサレンダー（電信リリース）されていないため、ダウンロードできません' },
  templateNameTaken: { zh: '已存在同名模板', ja: '同じ名前のテンプレートが既にあります' },
  bookingNotConfirmed: { zh: '只有已确认的订舱可以分配箱号', ja: '確定済みのブッキングにのみコンテナ番号を割り当てられます' },
  containerAssigned: { zh: '该集装箱号已分配给此订舱', ja: 'このコンテナ番号はすでにこのブッキングに割り当てられています' },
} as const satisfies Record<string, Bilingual>;
