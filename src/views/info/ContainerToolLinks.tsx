import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { CONTAINER_TOOLS } from '../common/containerTools';

/** The public container tools, for shippers reading the notice. */
export function ContainerToolLinks() {
  return (
    <ul className="info-tools">
      {CONTAINER_TOOLS.map((tool) => (
        <li key={tool.href}>
          <Link href={tool.href} className="info-tools__link">
            <i className={`pi ${tool.icon}`} aria-hidden="true" />
            <FormattedMessage id={tool.labelId} />
            <i className="pi pi-angle-right info-tools__chevron" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
