import type { Currency } from '../../../src/domain/baseData';
import { formatMinor } from '../../../src/domain/ticketing/money';
import { SANDBOX_PAGE_ROUTE } from './sandboxProvider';

/**
 * The sandbox provider's payment page: what the payer's phone opens from the QR code.
 * Small server-rendered HTML in both languages (the payer's language is unknown here),
 * no external assets, no script: two buttons post the payer's choice back.
 */

/** What the page can say about its payment. */
export type SandboxPageState = 'open' | 'paid' | 'failed' | 'closed';

export interface SandboxPageModel {
  token: string;
  orderNo: string;
  amountMinor: number;
  currency: Currency;
  expiresAt: Date | null;
  state: SandboxPageState;
  /** the notification was not accepted by the server (shown above the state) */
  problem?: boolean;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Both languages of one text, Chinese first. */
const both = (zh: string, ja: string): string => `${escape(zh)}<br><span lang="ja">${escape(ja)}</span>`;

const STATE_TEXT: Record<Exclude<SandboxPageState, 'open'>, [string, string]> = {
  paid: ['支付成功，请回到订单页面查看', 'お支払いが完了しました。注文画面でご確認ください'],
  failed: ['本次支付失败，请回到订单页面重新获取二维码', 'このお支払いは失敗しました。注文画面で新しいQRコードを表示してください'],
  closed: ['此二维码已失效', 'このQRコードは無効になりました'],
};

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"PingFang SC","Hiragino Sans","Noto Sans CJK SC",sans-serif;background:#f2f4f7;color:#1f2933}
main{max-width:420px;margin:24px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 8px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}.note{color:#7b8794;font-size:13px;margin:0 0 20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{color:#52606d;font-size:14px}dd{margin:0;font-weight:600}
.amount{font-size:22px;color:#07c160}form{display:grid;gap:12px}
button{font-size:16px;padding:12px;border-radius:8px;border:1px solid transparent;cursor:pointer}
.pay{background:#07c160;color:#fff}.fail{background:#fff;color:#c0392b;border-color:#c0392b}
.state{padding:12px;border-radius:8px;background:#eef2f7}.problem{padding:12px;border-radius:8px;background:#fdecea;color:#c0392b;margin-bottom:12px}
span[lang=ja]{font-size:.9em;color:inherit}
@media (max-width:460px){main{margin:12px}}`;

function deadlineText(at: Date): string {
  const format = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', dateStyle: 'medium', timeStyle: 'short' });
  return `${format.format(at)} (UTC+8)`;
}

function layout(body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>沙箱支付 · サンドボックス決済</title>
<style>${STYLE}</style>
</head>
<body><main>
<h1>沙箱支付 <span lang="ja">サンドボックス決済</span></h1>
<p class="note">${both('模拟微信支付，不会产生真实扣款', 'WeChat Pay の模擬です。実際の請求は発生しません')}</p>
${body}
</main></body>
</html>`;
}

export function sandboxPageHtml(model: SandboxPageModel): string {
  const facts = `<dl>
<dt>${both('订单号', '注文番号')}</dt><dd data-field="orderNo">${escape(model.orderNo)}</dd>
<dt>${both('金额', '金額')}</dt><dd class="amount" data-field="amount">${escape(formatMinor(model.amountMinor, model.currency))}</dd>
${model.expiresAt ? `<dt>${both('支付期限', 'お支払い期限')}</dt><dd>${escape(deadlineText(model.expiresAt))}</dd>` : ''}
</dl>`;
  const problem = model.problem
    ? `<p class="problem" role="alert">${both('支付通知未被接受，请重试', '決済通知が受け付けられませんでした。もう一度お試しください')}</p>`
    : '';
  const action =
    model.state === 'open'
      ? `<form method="post" action="${SANDBOX_PAGE_ROUTE}">
<input type="hidden" name="token" value="${escape(model.token)}">
<button class="pay" type="submit" name="outcome" value="SUCCESS">${both('确认支付', '支払いを確定する')}</button>
<button class="fail" type="submit" name="outcome" value="PAYERROR">${both('支付失败', '支払いを失敗させる')}</button>
</form>`
      : `<p class="state" role="status" data-state="${model.state}">${both(...STATE_TEXT[model.state])}</p>`;
  return layout(`${facts}${problem}${action}`);
}

/** A token that is not one of ours: nothing about any order is shown. */
export function sandboxUnknownHtml(): string {
  return layout(`<p class="state" role="status" data-state="unknown">${both('二维码无效', '無効なQRコードです')}</p>`);
}
