import { FormattedMessage } from 'react-intl';
import { STEP_BAR } from '../../machines/ticketing.selectors';

/** The step bar of spec 4: select flight, fill order, order payment, payment success. */
export function StepBar({ current }: { current: number }) {
  return (
    <ol className="ticketing-steps">
      {STEP_BAR.map((step, index) => (
        <li
          key={step}
          className={`ticketing-steps__item${index === current ? ' is-current' : ''}${index < current ? ' is-done' : ''}`}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="ticketing-steps__number" aria-hidden="true">
            {index < current ? <i className="pi pi-check" /> : index + 1}
          </span>
          <span className="ticketing-steps__label">
            <FormattedMessage id={`ticketing.step.${step}`} />
          </span>
        </li>
      ))}
    </ol>
  );
}
