import { FormattedMessage } from 'react-intl';

/** Days `fromDay` to `toDay` of the period ("days 8–14"), or from `fromDay` on when the tier is open-ended. */
export function TierRange({ fromDay, toDay }: { fromDay: number; toDay: number | null }) {
  return toDay === null ? (
    <FormattedMessage id="dnd.tier.open" values={{ from: fromDay }} />
  ) : (
    <FormattedMessage id="dnd.tier.range" values={{ from: fromDay, to: toDay }} />
  );
}
