/** What one notification says, before it is laid out as HTML and text (renderMail.tsx). */
export interface MailContent {
  subject: string;
  heading: string;
  /** "张三 您好：" / "山田 太郎 様" */
  greeting: string;
  paragraphs: string[];
  /** label and value rows: the record's number, amounts, deadlines, the reason given */
  facts: [string, string][];
  /** the trip or shipment, one line each */
  trip: string[];
  /** the button: straight to the record */
  action: { label: string; url: string };
}
