import { Button } from 'primereact/button';
import { useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AsyncResource } from '../../../app/useAsyncResource';
import { pick, type Lang } from '../../../domain/lang';
import type { OrderDraft, PassengerNotice } from '../../../domain/ticketing/order';

interface NoticeSectionProps {
  notice: AsyncResource<PassengerNotice>;
  onRetry(): void;
  lang: Lang;
  error?: string;
  disabled?: boolean;
}

/** The passenger notice, readable in place, and the agreement the order needs (spec 5). */
export function NoticeSection({ notice, onRetry, lang, error, disabled }: NoticeSectionProps) {
  const intl = useIntl();
  const { register } = useFormContext<OrderDraft>();
  const paragraphs = notice.status === 'ready' ? pick(notice.data, lang).split(/\n\s*\n/) : [];
  return (
    <div className="notice-terms">
      <div
        className="notice-terms__box"
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage({ id: 'createOrder.notice' })}
        aria-busy={notice.status === 'loading'}
      >
        {notice.status === 'loading' && <FormattedMessage id="createOrder.noticeLoading" />}
        {notice.status === 'failed' && (
          <span className="notice-terms__failed">
            <FormattedMessage id="createOrder.noticeFailed" />
            <Button type="button" text size="small" icon="pi pi-refresh" label={intl.formatMessage({ id: 'createOrder.retry' })} onClick={onRetry} />
          </span>
        )}
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <label className="create-order__check">
        <input type="checkbox" disabled={disabled} aria-invalid={error ? true : undefined} aria-describedby="co-notice-message" {...register('noticeAgreed')} />
        <FormattedMessage id="createOrder.noticeAgree" />
      </label>
      <small id="co-notice-message" className="form-field__message form-field__message--error" role={error ? 'alert' : undefined}>
        {error}
      </small>
    </div>
  );
}
