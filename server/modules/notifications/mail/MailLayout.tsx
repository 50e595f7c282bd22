import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { SiteConfig } from '../../../../src/domain/baseData';
import { LOCALE_OF, pick, type Lang } from '../../../../src/domain/lang';
import type { MailContent } from './mailContent';

const FONT = "'PingFang SC','Hiragino Sans','Microsoft YaHei','Noto Sans CJK SC','Noto Sans CJK JP',sans-serif";
const NAVY = '#0b3d6e';

/** Every notification's HTML: the company's header, what happened, the facts, a button to the record, the service offices. */
export function MailLayout({ content, site, lang }: { content: MailContent; site: SiteConfig; lang: Lang }) {
  const t = (zh: string, ja: string) => (lang === 'zh' ? zh : ja);
  return (
    <Html lang={LOCALE_OF[lang]}>
      <Head />
      <Preview>{content.heading}</Preview>
      <Body style={{ backgroundColor: '#f2f5f8', fontFamily: FONT, margin: 0, padding: '24px 0' }}>
        <Container style={{ backgroundColor: '#ffffff', maxWidth: 600, borderRadius: 6, overflow: 'hidden' }}>
          <Section style={{ backgroundColor: NAVY, padding: '18px 28px' }}>
            <Text style={{ color: '#ffffff', fontSize: 18, fontWeight: 700, margin: 0 }}>{pick(site.productName, lang)}</Text>
            <Text style={{ color: '#c9d8e8', fontSize: 12, margin: '4px 0 0' }}>{pick(site.companyName, lang)}</Text>
          </Section>
          <Section style={{ padding: '24px 28px 8px' }}>
            <Heading as="h1" style={{ color: NAVY, fontSize: 22, margin: '0 0 16px' }}>
              {content.heading}
            </Heading>
            <Text style={{ fontSize: 15, margin: '0 0 12px' }}>{content.greeting}</Text>
            {content.paragraphs.map((p) => (
              <Text key={p} style={{ fontSize: 15, lineHeight: '24px', margin: '0 0 12px' }}>
                {p}
              </Text>
            ))}
            <table role="presentation" cellPadding={0} cellSpacing={0} style={{ width: '100%', margin: '8px 0 16px', borderCollapse: 'collapse' }}>
              <tbody>
                {content.facts.map(([label, value]) => (
                  <tr key={label}>
                    <td style={{ color: '#5b6b7b', fontSize: 14, padding: '6px 12px 6px 0', whiteSpace: 'nowrap', verticalAlign: 'top', width: 1 }}>{label}</td>
                    <td style={{ color: '#1f2d3d', fontSize: 14, fontWeight: 600, padding: '6px 0' }}>{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {content.trip.length > 0 && (
              <Section style={{ backgroundColor: '#f6f8fa', borderRadius: 4, padding: '8px 14px', margin: '0 0 16px' }}>
                {content.trip.map((line) => (
                  <Text key={line} style={{ fontSize: 13, lineHeight: '20px', margin: '4px 0' }}>
                    {line}
                  </Text>
                ))}
              </Section>
            )}
            <Button href={content.action.url} style={{ backgroundColor: NAVY, borderRadius: 4, color: '#ffffff', fontSize: 15, padding: '12px 22px' }}>
              {content.action.label}
            </Button>
          </Section>
          <Section style={{ padding: '24px 28px 0' }}>
            <Hr style={{ borderColor: '#e3e8ee', margin: 0 }} />
          </Section>
          <Section style={{ padding: '12px 28px 20px' }}>
            {site.offices.map((office) => (
              <Text key={office.key} style={{ color: '#5b6b7b', fontSize: 12, lineHeight: '18px', margin: '6px 0' }}>
                {pick(office.name, lang)} · {t('电话', '電話')} {office.phone} · {office.email}
                <br />
                {pick(office.address, lang)}
              </Text>
            ))}
            <Text style={{ color: '#8a97a5', fontSize: 11, margin: '10px 0 0' }}>
              {t('此邮件由系统自动发送，请勿直接回复。', 'このメールは送信専用です。ご返信いただいてもお答えできません。')}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
