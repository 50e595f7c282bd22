/** JSON schema of the passenger notice (PassengerNotice in src/domain/ticketing/order.ts). */
export const passengerNoticeSchema = {
  type: 'object',
  required: ['version', 'zh', 'ja'],
  properties: {
    version: { type: 'integer', minimum: 1, description: 'a new text gets a new version; an order records the version agreed to (noticeVersion)' },
    zh: { type: 'string', description: 'Chinese text: plain text, paragraphs separated by blank lines' },
    ja: { type: 'string', description: 'Japanese text: plain text, paragraphs separated by blank lines' },
  },
} as const;
