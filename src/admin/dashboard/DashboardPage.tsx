import { FormattedMessage } from 'react-intl';
import { useStaffUser } from '../session/useStaffUser';

/** The console's home: who is signed in, and the work waiting for their role. */
export default function DashboardPage() {
  const user = useStaffUser();
  return (
    <section className="admin-page" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="admin-page__title">
        <FormattedMessage id="admin.dashboard.title" />
      </h1>
      <p>
        <FormattedMessage id="admin.dashboard.welcome" values={{ name: user.name }} />
      </p>
    </section>
  );
}
