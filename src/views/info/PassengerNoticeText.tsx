import type { PassengerNotice } from '../../domain/ticketing/order';
import { pick, type Lang } from '../../domain/lang';

/**
 * The passenger notice as stored: plain text, paragraphs separated by blank lines. A paragraph
 * whose first line stands alone ("一、登船时间") is a section: that line is its heading.
 */
export function PassengerNoticeText({ notice, lang }: { notice: PassengerNotice; lang: Lang }) {
  const paragraphs = pick(notice, lang).split(/\n\s*\n/);
  return (
    <div className="passenger-notice">
      {paragraphs.map((paragraph, index) => {
        const [first = '', ...rest] = paragraph.split('\n');
        return rest.length > 0 ? (
          <section key={index} className="passenger-notice__section">
            <h3 className="passenger-notice__heading">{first}</h3>
            <p>{rest.join('\n')}</p>
          </section>
        ) : (
          <p key={index} className="passenger-notice__lead">
            {first}
          </p>
        );
      })}
    </div>
  );
}
